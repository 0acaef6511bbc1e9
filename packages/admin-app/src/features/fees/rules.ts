import type {
  EditableColumn,
  EditableColumnGroup,
  EditableTableEdits,
  EditableTableErrors,
  EditableTableWarnings,
} from '@admin-console/admin-ui';
import { formatNumber } from '../../platform/i18n/format';
import { currentLocale } from '../../platform/i18n/i18n';
import type { ReactNode } from 'react';
import { cellShown, feeTypeName, feeTypeShown, numberShown } from './cells';
import { isJsonRecord, shownText } from '../../kernel/fields';
import { cleanText } from '../../kernel/formRules';
import type { KnownFields, Schema } from '../../api/contract';
import { t } from './messages';
import { liveTexts } from '../../kernel/liveTexts';
import { field, numberField, type ExportColumn } from '../../kernel/listExport';

type MessageKey = Parameters<typeof t>[0];

/**
 * The rules of the Fees and Distributions screens (docs/product.md#fees-and-distributions):
 * columns, the product prefix read from the data, cell validation, the distribution warning and the PATCH payloads.
 * Plain functions: the draft kept in the tab is drafts.ts, the numbers' markup cells.tsx.
 */

/** A row as the server sent it: an id (its key in the grid, `catalogueRowId`) and whatever fields it carries (numbers may arrive as strings). */
export type CatalogueRow = { id: string | number } & Record<string, unknown>;

/** The grid's key of a catalogue row (EditableTable's `getRowId`): the id the PATCH finds rows by. */
export const catalogueRowId = (row: CatalogueRow): string | number => row.id;

/** A fee (docs/api/openapi.yaml, listFees). */
export interface Fee extends CatalogueRow {
  type?: unknown;
  name_alias?: unknown;
  name_english?: unknown;
  name_arabic?: unknown;
  payer_percentage?: unknown;
  payee_percentage?: unknown;
  payer_minimum?: unknown;
  payee_minimum?: unknown;
  fixed?: unknown;
  conditions?: unknown;
}

/** A fee distribution (docs/api/openapi.yaml, listDistributions): `fee` is an object with name_alias; two keys carry the product's name. */
export interface Distribution extends CatalogueRow {
  processor_id?: unknown;
  guarantor_id?: unknown;
  fee?: unknown;
}

// --- Columns ---------------------------------------------------------------------------------------------------

export const FEE_NUMERIC_KEYS = [
  'payer_percentage',
  'payee_percentage',
  'payer_minimum',
  'payee_minimum',
  'fixed',
] as const satisfies readonly KnownFields<Schema<'Fee'>>[];

/** The names a fee must have: blank or whitespace-only text is refused. */
export const FEE_NAME_KEYS = ['name_english', 'name_arabic'] as const satisfies readonly KnownFields<Schema<'Fee'>>[];

/**
 * A column's wire name as its description (the header's tooltip, read with it), in the English interface only
 * (docs/product.md#column-titles): in Arabic an identifier in Latin letters says nothing to the reader, and a tooltip
 * cannot be marked as English.
 */
const wireName = (name: string): string | undefined => (currentLocale() === 'ar' ? undefined : name);

/**
 * A column in words: its title (and label) read from the messages each time it is asked for, so the one FEE_COLUMNS
 * speaks the language chosen at the moment the grid is drawn; its wire name as its description (`wireName`).
 */
function titled<Row extends CatalogueRow>(
  key: string,
  titleKey: MessageKey,
  {
    show,
    ...rest
  }: Omit<EditableColumn<Row>, 'key' | 'title' | 'label' | 'description' | 'render'> & { show: (value: unknown) => ReactNode },
): EditableColumn<Row> {
  const column = { key, ...rest, render: (row: Row) => show(row[key]) } as EditableColumn<Row>;
  const title = { get: () => t(titleKey), enumerable: true, configurable: true };
  const description = { get: () => wireName(key), enumerable: true, configurable: true };
  return Object.defineProperties(column, { title, label: title, description });
}

/**
 * The Fees columns (docs/product.md#fee-columns): titles in words, the wire name in each header's description; the
 * payer's and the payee's amounts side by side under Payer and Payee (FEE_GROUPS). The id (the row's identity: the
 * PATCH finds rows by it) and name_alias are read-only; the five amounts numeric; the English name marked `lang="en"`
 * and the Arabic name `lang="ar"` (each read in its own language whatever the interface's), and so is the alias (a
 * Latin identifier such as `p2p_transfer`: read by an English voice, and its header aligned like it in Arabic), and so
 * is the type, whose input holds its wire name (`cash_in`); outside inputs a type the console knows is shown in words of
 * the interface language ("Cash in"), marked as such (cells.tsx).
 *
 * The id and the English name are sticky (docs/product.md#column-titles): scrolled sideways to the amounts, the fee's
 * name stays beside them. The widths are what the titles and the data need, so that the name and the five amounts fit
 * side by side in the grid at 1280 px with the sidebar open.
 */
export const FEE_COLUMNS: readonly EditableColumn<Fee>[] = [
  titled('id', 'fees.column.id', { type: 'number', width: 78, sticky: true, show: numberShown }),
  titled('type', 'fees.column.type', { lang: 'en', editable: true, width: 150, show: feeTypeShown }),
  titled('name_alias', 'fees.column.alias', { lang: 'en', width: 160, show: cellShown }),
  titled('name_english', 'fees.column.englishName', { lang: 'en', editable: true, sticky: true, width: 210, show: cellShown }),
  titled('name_arabic', 'fees.column.arabicName', { lang: 'ar', editable: true, width: 210, show: cellShown }),
  titled('payer_percentage', 'fees.column.payerPercentage', { type: 'number', editable: true, width: 108, show: numberShown }),
  titled('payer_minimum', 'fees.column.payerMinimum', { type: 'number', editable: true, width: 148, show: numberShown }),
  titled('payee_percentage', 'fees.column.payeePercentage', { type: 'number', editable: true, width: 116, show: numberShown }),
  titled('payee_minimum', 'fees.column.payeeMinimum', { type: 'number', editable: true, width: 158, show: numberShown }),
  titled('fixed', 'fees.column.fixed', { type: 'number', editable: true, width: 108, show: numberShown }),
  titled('conditions', 'fees.column.conditions', { editable: true, width: 240, show: cellShown }),
];

/** The grouped header row of Fees: Payer (% and minimum) and Payee (% and minimum). */
export const FEE_GROUPS: readonly EditableColumnGroup[] = [
  { title: '', colSpan: 5 },
  {
    get title() {
      return t('fees.group.payer');
    },
    colSpan: 2,
  },
  {
    get title() {
      return t('fees.group.payee');
    },
    colSpan: 2,
  },
];

/**
 * The Fees export, for analysis (docs/product.md#list-export): the id first, the type in words of the interface
 * language (as sent when the console does not know it), the five amounts as numbers with their units in the headers
 * (each header once, no group title before it), a missing value empty.
 */
export function feeExportColumns(): ExportColumn<Fee>[] {
  const text = (title: string, key: keyof Fee): ExportColumn<Fee> => ({ title, value: (row) => field(row[key]) });
  const amount = (title: string, key: keyof Fee): ExportColumn<Fee> => ({ title, value: (row) => numberField(row[key]) });
  return [
    amount(t('fees.column.id'), 'id'),
    { title: t('fees.column.type'), value: (row) => feeTypeName(row.type) ?? field(row.type) },
    text(t('fees.column.alias'), 'name_alias'),
    text(t('fees.column.englishName'), 'name_english'),
    text(t('fees.column.arabicName'), 'name_arabic'),
    amount(t('fees.export.payerPercentage'), 'payer_percentage'),
    amount(t('fees.export.payerMinimum'), 'payer_minimum'),
    amount(t('fees.export.payeePercentage'), 'payee_percentage'),
    amount(t('fees.export.payeeMinimum'), 'payee_minimum'),
    amount(t('fees.export.fixed'), 'fixed'),
    text(t('fees.column.conditions'), 'conditions'),
  ];
}

/** Names a fee in its inputs' accessible names: "Payer %, fee 3 p2p_transfer". */
export function feeRowLabel(row: Fee): string {
  const alias = shownText(row.name_alias, '');
  const id = shownText(row.id, '');
  return alias ? t('fees.row.feeWithAlias', { id, alias }) : t('fees.row.fee', { id });
}

/** What the `fee` column shows: the fee's name_alias, or Unknown when absent or not text. */
export function feeAliasOf(fee: unknown): string {
  const unknown = () => t('fees.unknownFee');
  return isJsonRecord(fee) ? shownText(fee.name_alias, '') || unknown() : unknown();
}

const PARTY_PERCENTAGES = new Set(['guarantor_percentage', 'processor_percentage']);

/**
 * The product's name, read from the data (docs/product.md#product-prefix): the key ending in `_percentage` that is neither
 * guarantor_percentage nor processor_percentage, e.g. `wallet` from `wallet_percentage`. Null when no row has one.
 */
export function productPrefix(rows: readonly CatalogueRow[]): string | null {
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (key.endsWith('_percentage') && !PARTY_PERCENTAGES.has(key) && key.length > '_percentage'.length) {
        return key.slice(0, -'_percentage'.length);
      }
    }
  }
  return null;
}

/** Stand-in for the prefix while there is no data to read it from (an empty or failed list). */
export const UNKNOWN_PRODUCT = 'product';

export interface DistributionLayout {
  prefix: string;
  columns: readonly EditableColumn<Distribution>[];
  groups: readonly EditableColumnGroup[];
  /** Export CSV's columns (docs/product.md#list-export). */
  exportColumns: readonly ExportColumn<Distribution>[];
  /** The three percentage keys, product first. */
  percentageKeys: readonly [string, string, string];
  /** The six editable numeric keys. */
  numericKeys: readonly string[];
}

/** The product's name as a title: `orbit` -> "Orbit", `pay_later` -> "Pay later". */
export const productTitle = (prefix: string): string => {
  const words = prefix.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The products the console names in words of the interface language, by their prefix (docs/product.md#product-prefix). */
const PRODUCT_NAMES: Readonly<Record<string, MessageKey>> = { wallet: 'fees.product.wallet' };

/**
 * The product's name in the column titles: in words of the interface language when the console knows it (`wallet`:
 * "Wallet", "المحفظة"), else read from the data as a title ("Pay later"); its stand-in (no data to read it from) in
 * words too.
 */
export function productName(prefix: string): string {
  if (prefix === UNKNOWN_PRODUCT) return t('fees.party.product');
  return Object.hasOwn(PRODUCT_NAMES, prefix) ? t(PRODUCT_NAMES[prefix]!) : productTitle(prefix);
}

/**
 * The Distributions columns for a product prefix (docs/product.md#distribution-columns): titles in words, the product
 * named by `productName` ("Wallet %"), the wire name in each header's description (`wireName`); the Percentages and
 * Fixed amounts groups; and the export's columns.
 */
export function distributionLayout(prefix: string): DistributionLayout {
  const percentageKeys = [`${prefix}_percentage`, 'guarantor_percentage', 'processor_percentage'] as const;
  const fixedKeys = [`${prefix}_fixed`, 'guarantor_fixed', 'processor_fixed'] as const;
  const parties = [productName(prefix), t('fees.party.guarantor'), t('fees.party.processor')];
  const numeric = (key: string, title: string, label: string): EditableColumn<Distribution> => ({
    key,
    title,
    label,
    description: wireName(key),
    type: 'number',
    editable: true,
    // As wide as "Guarantor %" and its sort arrow need, so no title is cut, and no wider: the fee's name and the six
    // amounts fit side by side at 1280 px with the sidebar open.
    width: 132,
    render: (row) => numberShown(row[key]),
  });
  return {
    prefix,
    percentageKeys,
    numericKeys: [...percentageKeys, ...fixedKeys],
    columns: [
      // The id and the fee (its name_alias, a Latin identifier) are sticky: scrolled to the amounts or the warnings,
      // which distribution it is stays in view.
      titled('id', 'fees.column.id', { type: 'number', width: 78, sticky: true, show: numberShown }),
      titled('processor_id', 'fees.column.processorId', { type: 'number', width: 132, show: numberShown }),
      titled('guarantor_id', 'fees.column.guarantorId', { type: 'number', width: 132, show: numberShown }),
      {
        ...titled('fee', 'fees.column.fee', { lang: 'en', width: 160, sticky: true, show: feeAliasOf }),
        description: wireName('fee (name_alias)'),
      },
      ...percentageKeys.map((key, i) => {
        const title = t('fees.column.partyPercentage', { party: parties[i] as string });
        return numeric(key, title, title);
      }),
      ...fixedKeys.map((key, i) => numeric(key, parties[i] as string, t('fees.column.partyFixed', { party: parties[i] as string }))),
    ],
    groups: [
      { title: '', colSpan: 4 },
      { title: t('fees.group.percentages'), colSpan: 3 },
      { title: t('fees.group.fixedAmounts'), colSpan: 3 },
    ],
    // For analysis: the fee by its id and its alias apart, each amount a number under a header that says it whole.
    exportColumns: [
      { title: t('fees.column.id'), value: (row) => numberField(row.id) },
      { title: t('fees.column.processorId'), value: (row) => numberField(row.processor_id) },
      { title: t('fees.column.guarantorId'), value: (row) => numberField(row.guarantor_id) },
      { title: t('fees.export.feeId'), value: (row) => numberField(isJsonRecord(row.fee) ? row.fee.id : undefined) },
      { title: t('fees.export.feeAlias'), value: (row) => field(isJsonRecord(row.fee) ? row.fee.name_alias : undefined) },
      ...percentageKeys.map((key, i) => ({
        title: t('fees.export.partyPercentage', { party: parties[i] as string }),
        value: (row: Distribution) => numberField(row[key]),
      })),
      ...fixedKeys.map((key, i) => ({
        title: t('fees.export.partyFixed', { party: parties[i] as string }),
        value: (row: Distribution) => numberField(row[key]),
      })),
    ],
  };
}

/** Names a distribution in its inputs' accessible names: "Guarantor fixed, distribution 4 cash_out_agent". */
export function distributionRowLabel(row: Distribution): string {
  return t('fees.row.distribution', { id: shownText(row.id, ''), alias: feeAliasOf(row.fee) });
}

// --- Validation ------------------------------------------------------------------------------------------------

/** The largest minimum or fixed amount a fee or a distribution may carry: anything above is a typing slip. */
export const AMOUNT_MAX = 1_000_000;

/** The cells' messages, in the language chosen when they are read. */
export const MESSAGES = Object.assign(
  liveTexts({
    notANumber: () => t('fees.rule.notANumber'),
    percentage: () => t('fees.rule.percentage'),
    amount: () => t('fees.rule.amount', { max: formatNumber(AMOUNT_MAX) }),
  }),
  {
    nameRequired: liveTexts({
      name_english: () => t('fees.rule.englishNameRequired'),
      name_arabic: () => t('fees.rule.arabicNameRequired'),
    }),
  },
);

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The value of a typed plain decimal number, which may be Infinity ("1" followed by 400 zeros), or null when the
 * text is not one ("1e3", "1,5", "" are not).
 */
function typedNumber(raw: string): number | null {
  const text = raw.trim();
  return NUMBER.test(text) ? Number(text) : null;
}

/** The finite number in a typed text, or null when the text is not a plain decimal number or too large for one. */
export function parseNumber(raw: string): number | null {
  const n = typedNumber(raw);
  return n !== null && Number.isFinite(n) ? n : null;
}

/**
 * The bounds of an amount: non-numbers refused; keys ending in `_percentage` 0 to 100; every other amount
 * (minimums, fixed) 0 to AMOUNT_MAX. A number too large to hold (Infinity once read) is out of bounds, so it is
 * refused here rather than sent as null.
 */
export function checkAmount(key: string, raw: string): string | undefined {
  const n = typedNumber(raw);
  if (n === null) return MESSAGES.notANumber;
  if (key.endsWith('_percentage')) return n >= 0 && n <= 100 ? undefined : MESSAGES.percentage;
  return n >= 0 && n <= AMOUNT_MAX ? undefined : MESSAGES.amount;
}

/** A required name: refused when blank, only spaces or only invisible characters (as the forms' names). */
function checkName(key: (typeof FEE_NAME_KEYS)[number], raw: string): string | undefined {
  return cleanText(raw) === '' ? MESSAGES.nameRequired[key] : undefined;
}

const isFeeNameKey = (key: string): key is (typeof FEE_NAME_KEYS)[number] => (FEE_NAME_KEYS as readonly string[]).includes(key);

type MutableErrors = Record<string, Record<string, string>>;

function addError(errors: MutableErrors, rowId: string, key: string, message: string | undefined) {
  if (message) (errors[rowId] ??= {})[key] = message;
}

/**
 * Messages for the dirty cells of the Fees table: the five amounts are checked by `checkAmount`; the English and
 * Arabic names must not be blank. Only dirty cells are visited, so a keystroke costs the same with 10 or 10,000 rows.
 * The id is read-only (the row's identity), so it is never an edit.
 */
export function validateFeeEdits(edits: EditableTableEdits): EditableTableErrors {
  const errors: MutableErrors = {};
  for (const rowId in edits) {
    const cells = edits[rowId];
    for (const key in cells) {
      const raw = cells[key];
      if (raw === undefined) continue;
      if ((FEE_NUMERIC_KEYS as readonly string[]).includes(key)) addError(errors, rowId, key, checkAmount(key, raw));
      else if (isFeeNameKey(key)) addError(errors, rowId, key, checkName(key, raw));
    }
  }
  return errors;
}

/** Messages for the dirty cells of the Distributions table (all six editable columns are amounts). */
export function validateDistributionEdits(edits: EditableTableEdits, numericKeys: readonly string[]): EditableTableErrors {
  const errors: MutableErrors = {};
  for (const rowId in edits) {
    const cells = edits[rowId];
    for (const key in cells) {
      const raw = cells[key];
      if (raw !== undefined && numericKeys.includes(key)) addError(errors, rowId, key, checkAmount(key, raw));
    }
  }
  return errors;
}

/** True when any cell has a message. */
export function hasErrors(errors: EditableTableErrors): boolean {
  for (const rowId in errors) for (const key in errors[rowId]) if (errors[rowId]?.[key]) return true;
  return false;
}

/** The number of dirty cells. */
export function countEdits(edits: EditableTableEdits): number {
  let n = 0;
  for (const rowId in edits) n += Object.keys(edits[rowId] ?? {}).length;
  return n;
}

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' ? parseNumber(value) : null;
};

/** Rounds away float noise (33.3 + 33.3 + 33.4 is 99.99999999999999). */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The warning of one distribution whose three percentages (edits applied) do not sum to 100, or undefined.
 * No warning while a percentage is not a number: that cell already has its own message.
 */
export function distributionWarning(
  row: Distribution,
  rowEdits: Readonly<Partial<Record<string, string>>> | undefined,
  percentageKeys: readonly string[],
): string | undefined {
  let sum = 0;
  for (const key of percentageKeys) {
    const raw = rowEdits?.[key];
    const n = raw !== undefined ? parseNumber(raw) : toNumber(row[key]);
    if (n === null) return undefined;
    sum += n;
  }
  sum = round(sum);
  return sum === 100 ? undefined : t('fees.rule.percentagesSum', { sum: String(sum) });
}

/** The warnings of the saved rows: computed once per load. */
export function distributionWarnings(rows: readonly Distribution[], percentageKeys: readonly string[]): EditableTableWarnings {
  const warnings: Record<string, string> = {};
  for (const row of rows) {
    const warning = distributionWarning(row, undefined, percentageKeys);
    if (warning) warnings[String(row.id)] = warning;
  }
  return warnings;
}

/**
 * The saved rows' warnings with the edited rows re-checked: the cost of a keystroke grows with the edited rows,
 * not with the table. Returns `base` itself when no edit changes a warning.
 */
export function warningsWithEdits(
  base: EditableTableWarnings,
  rowsById: ReadonlyMap<string, Distribution>,
  edits: EditableTableEdits,
  percentageKeys: readonly string[],
): EditableTableWarnings {
  let next: Record<string, string | undefined> | null = null;
  for (const rowId in edits) {
    const row = rowsById.get(rowId);
    if (!row) continue;
    const warning = distributionWarning(row, edits[rowId], percentageKeys);
    if (warning === base[rowId]) continue;
    next ??= { ...base };
    if (warning) next[rowId] = warning;
    else delete next[rowId];
  }
  return next ?? base;
}

// --- Payloads --------------------------------------------------------------------------------------------------

/** Whether a row has edits (and so is sent). */
const isEdited = (row: CatalogueRow, edits: EditableTableEdits): boolean => {
  const cells = edits[String(row.id)];
  return cells !== undefined && Object.keys(cells).length > 0;
};

/**
 * The full rows of the changed items, edits applied: numeric keys as numbers, text trimmed. A PATCH of a list
 * with whole rows leaves nothing to guess (a server that replaces rows gets complete ones; one that merges fields
 * gets the same values back for what did not change). Rows keep the server's order. Call only when the edits are
 * valid: a numeric edit that does not parse is sent as typed (text, never a number it is not).
 */
export function changedRows<Row extends CatalogueRow>(
  rows: readonly Row[],
  edits: EditableTableEdits,
  numericKeys: readonly string[],
): Row[] {
  const out: Row[] = [];
  for (const row of rows) {
    if (!isEdited(row, edits)) continue;
    const cells = edits[String(row.id)]!;
    const next: Record<string, unknown> = { ...row };
    for (const key in cells) {
      const raw = cells[key];
      // The id is the row's identity (the PATCH finds the row by it): never changed, whatever an edit map holds.
      if (raw === undefined || key === 'id') continue;
      next[key] = numericKeys.includes(key) ? (parseNumber(raw) ?? raw) : cleanText(raw);
    }
    out.push(next as Row);
  }
  return out;
}

/**
 * The ids (as loaded) of the rows `changedRows` sends, in the same order: entry
 * `i` names the row sent at index `i`, which is how a 422's `errors` keys (`fees.3.fixed`) point at it.
 */
export function changedRowIds(rows: readonly CatalogueRow[], edits: EditableTableEdits): string[] {
  const out: string[] = [];
  for (const row of rows) if (isEdited(row, edits)) out.push(String(row.id));
  return out;
}

/** The body of PATCH /api/fees (docs/api/openapi.yaml, updateFees). */
export function feesPayload(rows: readonly Fee[], edits: EditableTableEdits): { fees: Fee[] } {
  return { fees: changedRows(rows, edits, FEE_NUMERIC_KEYS) };
}

/** The body of PATCH /api/fees-distribution (docs/api/openapi.yaml, updateDistributions). */
export function distributionsPayload(
  rows: readonly Distribution[],
  edits: EditableTableEdits,
  numericKeys: readonly string[],
): { distributions: Distribution[] } {
  return { distributions: changedRows(rows, edits, numericKeys) };
}

/**
 * The rows with the changed ones replaced (after a successful save, or to show what is being saved). Unchanged rows
 * keep their identity, so the table re-renders only the changed ones.
 */
export function applyChanges<Row extends CatalogueRow>(rows: readonly Row[], changed: readonly Row[], edits: EditableTableEdits): Row[] {
  if (changed.length === 0) return rows as Row[];
  const byOldId = new Map<string, Row>();
  changedRowIds(rows, edits).forEach((id, i) => byOldId.set(id, changed[i] as Row));
  return rows.map((row) => byOldId.get(String(row.id)) ?? row);
}

// --- Server refusals (422) -------------------------------------------------------------------------------------

export interface ServerCellErrors {
  /** The server's message on each cell it named: row id (as loaded) -> column key -> message. */
  cells: EditableTableErrors;
  /** Its messages that name no cell shown (the whole list, an unknown field, a row index that was not sent). */
  other: string[];
}

const firstMessage = (value: unknown): string | undefined =>
  (Array.isArray(value) ? value : [value]).find((m): m is string => typeof m === 'string' && m.trim() !== '');

/**
 * A 422 body's Laravel-style `errors` placed on the grid's cells: a key `<listKey>.<i>.<field>` (`fees.0.fixed`,
 * `distributions.3.guarantor_fixed`) names field `field` of the row sent at index `i`, whose id as loaded is
 * `sentRowIds[i]` (see `changedRowIds`); it lands on that row's cell when `field` is one of `cellKeys`. Every other
 * message is kept apart, once. Anything that is not a message is ignored.
 */
export function serverCellErrors(
  body: unknown,
  listKey: string,
  sentRowIds: readonly string[],
  cellKeys: readonly string[],
): ServerCellErrors {
  const errors = isJsonRecord(body) && isJsonRecord(body.errors) ? body.errors : {};
  const cells: Record<string, Record<string, string>> = {};
  const other: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    const message = firstMessage(value);
    if (message === undefined) continue;
    const [list, index, field] = key.split('.');
    const rowId = list === listKey && index !== undefined && /^\d+$/.test(index) ? sentRowIds[Number(index)] : undefined;
    if (rowId !== undefined && field !== undefined && cellKeys.includes(field)) {
      if (!cells[rowId]?.[field]) (cells[rowId] ??= {})[field] = message;
    } else if (!other.includes(message)) other.push(message);
  }
  return { cells, other };
}

/**
 * One map of what the grid shows on its cells: the rules' messages (`errors`, which block Save), and where they say
 * nothing, the server's (`refused`, which do not: the admin may send the same value again). Returns `errors` itself
 * when the server refused nothing.
 */
export function withServerErrors(errors: EditableTableErrors, refused: EditableTableErrors): EditableTableErrors {
  let out: Record<string, Record<string, string | undefined>> | null = null;
  for (const rowId in refused) {
    for (const key in refused[rowId]) {
      const message = refused[rowId]?.[key];
      if (!message || errors[rowId]?.[key]) continue;
      out ??= { ...errors } as Record<string, Record<string, string | undefined>>;
      out[rowId] = { ...out[rowId], [key]: message };
    }
  }
  return out ?? errors;
}
