import type {
  EditableColumn,
  EditableColumnGroup,
  EditableRow,
  EditableTableEdits,
  EditableTableErrors,
  EditableTableWarnings,
} from '@admin-console/admin-ui';
import { clearTabText, readTabText, tabTextKeys, writeTabText } from '../data/tabStorage';

/**
 * The rules of the Fees and Fees Distribution screens (SPEC.md section 2, PRODUCT.md "Settled ambiguities"):
 * columns, the product prefix read from the data, cell validation, the distribution warning, the PATCH payloads
 * and the draft kept after a failed save. Plain functions, no React.
 */

/** A row as the server sent it: an id and whatever fields it carries (numbers may arrive as strings). */
export type CatalogueRow = EditableRow & Record<string, unknown>;

/** A fee (SPEC.md section 3). */
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

/** A fee distribution (SPEC.md section 3): `fee` is an object with name_alias; two keys carry the product's name. */
export interface Distribution extends CatalogueRow {
  processor_id?: unknown;
  guarantor_id?: unknown;
  fee?: unknown;
}

// --- Columns ---------------------------------------------------------------------------------------------------

export const FEE_NUMERIC_KEYS = ['payer_percentage', 'payee_percentage', 'payer_minimum', 'payee_minimum', 'fixed'] as const;

/** The Fees columns (SPEC.md section 2): everything but name_alias editable; the five amounts numeric. */
export const FEE_COLUMNS: readonly EditableColumn<Fee>[] = [
  { key: 'id', title: 'id', type: 'number', editable: true, width: 72 },
  { key: 'type', title: 'type', editable: true, width: 150 },
  { key: 'name_alias', title: 'name_alias', width: 180 },
  { key: 'name_english', title: 'name_english', editable: true, width: 230 },
  { key: 'name_arabic', title: 'name_arabic', editable: true, width: 230 },
  ...FEE_NUMERIC_KEYS.map((key): EditableColumn<Fee> => ({ key, title: key, type: 'number', editable: true, width: 150 })),
  { key: 'conditions', title: 'conditions', editable: true, width: 240 },
];

/** Names a fee in its inputs' accessible names: "payer_percentage, fee 3 p2p_transfer". */
export function feeRowLabel(row: Fee): string {
  const alias = typeof row.name_alias === 'string' && row.name_alias.trim() ? ` ${row.name_alias}` : '';
  return `fee ${row.id}${alias}`;
}

/** What the `fee` column shows: the fee's name_alias, or Unknown when absent (SPEC.md section 2). */
export function feeAliasOf(fee: unknown): string {
  if (typeof fee === 'object' && fee !== null) {
    const alias = (fee as Record<string, unknown>).name_alias;
    if (typeof alias === 'string' && alias.trim() !== '') return alias;
    if (typeof alias === 'number') return String(alias);
  }
  return 'Unknown';
}

const PARTY_PERCENTAGES = new Set(['guarantor_percentage', 'processor_percentage']);

/**
 * The product's name, read from the data (PRODUCT.md): the key ending in `_percentage` that is neither
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
  /** The three percentage keys, product first. */
  percentageKeys: readonly [string, string, string];
  /** The six editable numeric keys. */
  numericKeys: readonly string[];
}

/** The Distributions columns for a product prefix, with the Percentages and Fixed amounts groups. */
export function distributionLayout(prefix: string): DistributionLayout {
  const percentageKeys = [`${prefix}_percentage`, 'guarantor_percentage', 'processor_percentage'] as const;
  const fixedKeys = [`${prefix}_fixed`, 'guarantor_fixed', 'processor_fixed'] as const;
  const numeric = (key: string): EditableColumn<Distribution> => ({ key, title: key, label: key, type: 'number', editable: true, width: 170 });
  return {
    prefix,
    percentageKeys,
    numericKeys: [...percentageKeys, ...fixedKeys],
    columns: [
      { key: 'id', title: 'id', type: 'number', width: 72 },
      { key: 'processor_id', title: 'processor_id', type: 'number', width: 130 },
      { key: 'guarantor_id', title: 'guarantor_id', type: 'number', width: 130 },
      { key: 'fee', title: 'fee', width: 190, format: (value) => feeAliasOf(value) },
      ...percentageKeys.map(numeric),
      ...fixedKeys.map(numeric),
    ],
    groups: [
      { title: '', colSpan: 4 },
      { title: 'Percentages', colSpan: 3 },
      { title: 'Fixed amounts', colSpan: 3 },
    ],
  };
}

/** Names a distribution in its inputs' accessible names: "guarantor_fixed, distribution 4 cash_out_agent". */
export function distributionRowLabel(row: Distribution): string {
  const alias = feeAliasOf(row.fee);
  return `distribution ${row.id} ${alias}`;
}

// --- Validation ------------------------------------------------------------------------------------------------

export const MESSAGES = {
  notANumber: 'Enter a number',
  percentage: 'Enter 0 to 100',
  amount: 'Enter 0 or more',
  wholeId: 'Enter a whole number of 1 or more',
  duplicateId: (id: string) => `Another fee has id ${id}`,
} as const;

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The number in a typed text, or null when the text is not a plain decimal number ("1e3", "1,5", "" are not). */
export function parseNumber(raw: string): number | null {
  const text = raw.trim();
  if (!NUMBER.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * PRODUCT.md bounds: non-numbers refused; keys ending in `_percentage` 0 to 100; every other amount (minimums,
 * fixed) 0 or more.
 */
export function checkAmount(key: string, raw: string): string | undefined {
  const n = parseNumber(raw);
  if (n === null) return MESSAGES.notANumber;
  if (key.endsWith('_percentage')) return n < 0 || n > 100 ? MESSAGES.percentage : undefined;
  return n < 0 ? MESSAGES.amount : undefined;
}

type MutableErrors = Record<string, Record<string, string>>;

function addError(errors: MutableErrors, rowId: string, key: string, message: string | undefined) {
  if (message) (errors[rowId] ??= {})[key] = message;
}

/**
 * Messages for the dirty cells of the Fees table: the five amounts are checked by `checkAmount`; an edited id must
 * be a whole number of 1 or more that no other fee has. Only dirty cells are visited, so a keystroke costs the
 * same with 10 or 10,000 rows (`ids` is the set of saved ids, built once per load).
 */
export function validateFeeEdits(edits: EditableTableEdits, ids: ReadonlySet<string>): EditableTableErrors {
  const errors: MutableErrors = {};
  const newIds = new Map<string, string>();
  for (const rowId in edits) {
    const cells = edits[rowId];
    for (const key in cells) {
      const raw = cells[key];
      if (raw === undefined) continue;
      if ((FEE_NUMERIC_KEYS as readonly string[]).includes(key)) addError(errors, rowId, key, checkAmount(key, raw));
      else if (key === 'id') {
        const n = parseNumber(raw);
        if (n === null || !Number.isInteger(n) || n < 1) addError(errors, rowId, key, MESSAGES.wholeId);
        else newIds.set(rowId, String(n));
      }
    }
  }
  if (newIds.size > 0) {
    // The ids after the save: the edited ones, and the saved ones of every other row.
    const taken = new Map<string, number>();
    for (const id of ids) if (!newIds.has(id)) taken.set(id, 1);
    for (const id of newIds.values()) taken.set(id, (taken.get(id) ?? 0) + 1);
    for (const [rowId, id] of newIds) if ((taken.get(id) ?? 0) > 1) addError(errors, rowId, 'id', MESSAGES.duplicateId(id));
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
  return sum === 100 ? undefined : `Percentages add up to ${sum}, not 100`;
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

/**
 * The full rows of the changed items, edits applied: numeric keys as numbers, text as typed. A PATCH of a list
 * with whole rows leaves nothing to guess (a server that replaces rows gets complete ones; one that merges fields
 * gets the same values back for what did not change). Rows keep the server's order. Call only when the edits are
 * valid: a numeric edit that does not parse is sent as typed.
 */
export function changedRows<Row extends CatalogueRow>(
  rows: readonly Row[],
  edits: EditableTableEdits,
  numericKeys: readonly string[],
): Row[] {
  const out: Row[] = [];
  for (const row of rows) {
    const cells = edits[String(row.id)];
    if (!cells || Object.keys(cells).length === 0) continue;
    const next: Record<string, unknown> = { ...row };
    for (const key in cells) {
      const raw = cells[key];
      if (raw === undefined) continue;
      next[key] = numericKeys.includes(key) ? (parseNumber(raw) ?? raw) : raw;
    }
    out.push(next as Row);
  }
  return out;
}

/** Numeric keys of the Fees payload: the five amounts and the id. */
export const FEE_PAYLOAD_NUMERIC_KEYS: readonly string[] = ['id', ...FEE_NUMERIC_KEYS];

/** The body of PATCH /api/fees (SPEC.md section 7). */
export function feesPayload(rows: readonly Fee[], edits: EditableTableEdits): { fees: Fee[] } {
  return { fees: changedRows(rows, edits, FEE_PAYLOAD_NUMERIC_KEYS) };
}

/** The body of PATCH /api/fees-distribution (SPEC.md section 7). */
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
  let i = 0;
  for (const row of rows) {
    const cells = edits[String(row.id)];
    if (cells && Object.keys(cells).length > 0) byOldId.set(String(row.id), changed[i++] as Row);
  }
  return rows.map((row) => byOldId.get(String(row.id)) ?? row);
}

// --- Drafts ----------------------------------------------------------------------------------------------------

/**
 * Where the edits of a failed save wait for the next Edit (PRODUCT.md: never silently lost).
 *
 * sessionStorage, per tab and per signed-in user: a failed save is often followed by a reload or by a new sign-in
 * (a 401 sends the administrator to /login and back), and both keep the draft; closing the tab drops it, and it
 * never reaches another tab or another administrator, so while one waits closing the tab asks first
 * (`hasPendingDraft`). Fee values are not secrets. Without sessionStorage (or over its quota) the draft lives in
 * memory for the page's life.
 */
export interface DraftStore {
  read(): EditableTableEdits | null;
  write(edits: EditableTableEdits): void;
  clear(): void;
}

const DRAFT_SCREENS = ['fees', 'distribution'] as const;
const draftKey = (screen: string, userId: string | number | undefined) => `admin-console:draft:${screen}:${userId ?? 'anonymous'}`;

function isEditsMap(value: unknown): value is EditableTableEdits {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (cells) =>
      typeof cells === 'object' &&
      cells !== null &&
      !Array.isArray(cells) &&
      Object.values(cells as Record<string, unknown>).every((v) => typeof v === 'string'),
  );
}

function readDraft(key: string): EditableTableEdits | null {
  const raw = readTabText(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isEditsMap(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function draftStore(screen: 'fees' | 'distribution', userId: string | number | undefined): DraftStore {
  const key = draftKey(screen, userId);
  return {
    read: () => readDraft(key),
    write: (edits) => writeTabText(key, JSON.stringify(edits)),
    clear: () => clearTabText(key),
  };
}

/**
 * Whether a Fees or Distribution draft with at least one edit waits in this tab, for any user: what closing the tab
 * would lose (a reload or a route change keeps it; see `guardPendingDrafts` in routes/fees).
 */
export function hasPendingDraft(): boolean {
  // draftKey(screen, '') is the screen's prefix, "admin-console:draft:fees:".
  const keys = DRAFT_SCREENS.flatMap((screen) => tabTextKeys(draftKey(screen, '')));
  return keys.some((key) => {
    const draft = readDraft(key);
    return draft !== null && countEdits(draft) > 0;
  });
}

/**
 * The part of a draft that still applies to the rows now loaded: rows that still exist, editable keys, and cells
 * that still differ from the saved value. Rows deleted or values changed on the server since are dropped.
 */
export function restorableDraft(
  draft: EditableTableEdits,
  rows: readonly CatalogueRow[],
  editableKeys: readonly string[],
): EditableTableEdits {
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const out: Record<string, Record<string, string>> = {};
  for (const rowId in draft) {
    const row = byId.get(rowId);
    if (!row) continue;
    const cells = draft[rowId];
    for (const key in cells) {
      const raw = cells[key];
      if (raw === undefined || !editableKeys.includes(key)) continue;
      const saved = row[key];
      if (raw === (saved === null || saved === undefined ? '' : String(saved))) continue;
      (out[rowId] ??= {})[key] = raw;
    }
  }
  return out;
}
