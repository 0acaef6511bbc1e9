/**
 * Discount promotions: the form's values, its validation, and the mappings between the form, the
 * record the server sends (GET /api/discount-promotions/{id}) and the body it reads on save
 * (docs/api/openapi.yaml: createDiscount, updateDiscount). Wire spellings are the backend's: `indivisual`,
 * `eligibele_groups`, `affected_guarantors: [1]`.
 */

import { isJsonRecord, textField, truthy, type JsonRecord } from '../../kernel/fields';
import { cleanText, placeFieldErrors } from '../../kernel/formRules';
import type { RequestBody, Schema, Untrusted } from '../../api/contract';
import { t } from './messages';
import { liveTexts } from '../../kernel/liveTexts';

export type UserType = 'indivisual' | 'company';

/** The user types the form lists, in the toggle's order; each label in the interface language when read. */
export const USER_TYPE_OPTIONS: readonly { value: UserType; readonly label: string }[] = [
  {
    value: 'indivisual',
    get label() {
      return t('discounts.userType.indivisual');
    },
  },
  {
    value: 'company',
    get label() {
      return t('discounts.userType.company');
    },
  },
];

/** The affected guarantors are always sent as [1]. */
export const AFFECTED_GUARANTORS = [1] as const;

export const NAME_MAX_LENGTH = 255;
export const RATE_MAX = 100;
/**
 * The largest discount cap (an amount of money off one transaction) the form sends. Far above any
 * real cap, yet a plain number every backend column and JSON reader holds exactly.
 */
export const CAP_MAX = 1_000_000;

/** What the form holds: text exactly as typed (nothing is lost to number parsing), ids as strings. */
export interface DiscountFormValues {
  name: string;
  rate: string;
  cap: string;
  userTypes: UserType[];
  /**
   * user_type words of the saved discount the form does not know (not `indivisual` / `company`):
   * not shown as toggles, sent back as they were, so an edit never strips them.
   */
  otherUserTypes: string[];
  feeIds: string[];
  start: string | null;
  end: string | null;
  payerGroupIds: string[];
  payeeGroupIds: string[];
}

export type DiscountField = 'name' | 'rate' | 'cap' | 'userTypes' | 'feeIds' | 'period' | 'payerGroupIds' | 'payeeGroupIds';
export type DiscountErrors = Partial<Record<DiscountField, string>>;

/** The body of POST /api/discount-promotions and PATCH /api/discount-promotions/{id} (the contract's DiscountSaveRequest). */
export type DiscountPayload = RequestBody<'createDiscount'> & RequestBody<'updateDiscount'>;

export interface DiscountGroupRef {
  id: number;
  name: string;
}

/** A discount as the screens use it, read tolerantly from the server's record. */
export interface Discount {
  id: number;
  name: string;
  rate: number | null;
  cap: number | null;
  userTypes: UserType[];
  /** Unknown user_type words, kept so nothing the server says is hidden. */
  otherUserTypes: string[];
  fees: { id: number; nameAlias: string | null }[];
  payers: DiscountGroupRef[];
  payees: DiscountGroupRef[];
  guarantors: string[];
  start: string | null;
  end: string | null;
}

export const emptyDiscountForm = (): DiscountFormValues => ({
  name: '',
  rate: '',
  cap: '',
  userTypes: ['indivisual'],
  otherUserTypes: [],
  feeIds: [],
  start: null,
  end: null,
  payerGroupIds: [],
  payeeGroupIds: [],
});

// --- Reading the record -------------------------------------------------------------------------

// Every field is read through the one safe reader (kernel/fields.ts): a field of the wrong type
// becomes "missing", never a crash nor "[object Object]" on screen.

/** A number from a number or a numeric string ("12.50" from a decimal column), else null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A positive integer id from a number, a numeric string or an object with `id`. */
function toId(value: unknown): number | null {
  const n = toNumber(isJsonRecord(value) ? value.id : value);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/** YYYY-MM-DD from a date or a timestamp ("2026-11-23T00:00:00.000000Z"), else null. */
export function toIsoDay(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

const text = (value: unknown): string => textField(value) ?? '';

/** `"indivisual,company"` (or a list) into the known types, in the toggle's order, and the rest. */
export function splitUserTypes(value: unknown): { known: UserType[]; other: string[] } {
  const words = (Array.isArray(value) ? value.map(text) : text(value).split(',')).map((w) => w.trim()).filter(Boolean);
  const known = USER_TYPE_OPTIONS.map((o) => o.value).filter((v) => words.includes(v));
  const other = words.filter((w) => !USER_TYPE_OPTIONS.some((o) => o.value === w));
  return { known, other: [...new Set(other)] };
}

function groupRef(group: JsonRecord, id: number): DiscountGroupRef {
  const name = text(group.name).trim();
  return { id, name: name || t('discounts.groupFallback', { id }) };
}

/** Reads a discount record tolerantly; the id must be there, the rest may be missing. */
export function discountFromRecord(record: Untrusted<Schema<'Discount'>>): Discount {
  const id = toId(record.id);
  if (id === null) throw new TypeError('A discount without an id');
  const { known, other } = splitUserTypes(record.user_type);
  const fees = (Array.isArray(record.applicable_fees) ? record.applicable_fees : []).flatMap((fee: unknown) => {
    const feeId = toId(fee);
    if (feeId === null) return [];
    const alias = isJsonRecord(fee) ? text(fee.name_alias).trim() : '';
    return [{ id: feeId, nameAlias: alias || null }];
  });
  const payers: DiscountGroupRef[] = [];
  const payees: DiscountGroupRef[] = [];
  for (const group of Array.isArray(record.eligibele_groups) ? record.eligibele_groups : []) {
    const groupId = toId(group);
    if (groupId === null || !isJsonRecord(group)) continue;
    const pivot = isJsonRecord(group.pivot) ? group.pivot : {};
    if (truthy(pivot.is_payer_eligible)) payers.push(groupRef(group, groupId));
    if (truthy(pivot.is_payee_eligible)) payees.push(groupRef(group, groupId));
  }
  const guarantorList = Array.isArray(record.affected_guarantors) ? record.affected_guarantors : [];
  const guarantors = guarantorList.flatMap((g: unknown) => {
    if (isJsonRecord(g)) {
      const label = text(g.name).trim() || text(g.id).trim();
      return label ? [label] : [];
    }
    const label = text(g).trim();
    return label ? [label] : [];
  });
  return {
    id,
    name: text(record.discount_name),
    rate: toNumber(record.discount_rate),
    cap: toNumber(record.discount_cap),
    userTypes: known,
    otherUserTypes: other,
    fees,
    payers,
    payees,
    guarantors,
    start: toIsoDay(record.start_date),
    end: toIsoDay(record.end_date),
  };
}

// --- Form <-> discount <-> payload -------------------------------------------------------------

const numberText = (n: number | null) => (n === null ? '' : String(n));

/** The edit form, prefilled: eligibele_groups pivots become payers/payees, applicable_fees fee ids. */
export function discountToForm(discount: Discount): DiscountFormValues {
  return {
    name: discount.name,
    rate: numberText(discount.rate),
    cap: numberText(discount.cap),
    userTypes: [...discount.userTypes],
    otherUserTypes: [...discount.otherUserTypes],
    feeIds: discount.fees.map((f) => String(f.id)),
    start: discount.start,
    end: discount.end,
    payerGroupIds: discount.payers.map((g) => String(g.id)),
    payeeGroupIds: discount.payees.map((g) => String(g.id)),
  };
}

const ids = (values: readonly string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);

/** The save body (createDiscount, updateDiscount), from a valid form (validate first). */
export function formToPayload(form: DiscountFormValues): DiscountPayload {
  return {
    discount_name: cleanText(form.name),
    discount_rate: Number(form.rate.trim()),
    discount_cap: Number(form.cap.trim()),
    eligible_payers: ids(form.payerGroupIds),
    eligible_payees: ids(form.payeeGroupIds),
    user_type: [...USER_TYPE_OPTIONS.map((o) => o.value).filter((v) => form.userTypes.includes(v)), ...form.otherUserTypes].join(','),
    affected_fees: ids(form.feeIds),
    affected_guarantors: [...AFFECTED_GUARANTORS],
    start_date: form.start ?? '',
    end_date: form.end ?? '',
  };
}

/** Two forms hold the same values (the unsaved-changes guard). Order of multi-selections ignored. */
export function sameDiscountForm(a: DiscountFormValues, b: DiscountFormValues): boolean {
  const sameSet = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && [...x].sort().join('\u0000') === [...y].sort().join('\u0000');
  return (
    a.name === b.name &&
    a.rate === b.rate &&
    a.cap === b.cap &&
    a.start === b.start &&
    a.end === b.end &&
    sameSet(a.userTypes, b.userTypes) &&
    sameSet(a.otherUserTypes, b.otherUserTypes) &&
    sameSet(a.feeIds, b.feeIds) &&
    sameSet(a.payerGroupIds, b.payerGroupIds) &&
    sameSet(a.payeeGroupIds, b.payeeGroupIds)
  );
}

/**
 * A stored draft of the form (kernel/formDraft.ts), read back as form values; null when it is not
 * one (another shape, a corrupt entry). Unknown user types and non-string ids are dropped.
 */
export function discountFormFromDraft(raw: unknown): DiscountFormValues | null {
  if (!isJsonRecord(raw)) return null;
  const str = (v: unknown) => typeof v === 'string';
  const day = (v: unknown) =>
    v === null || v === undefined ? null : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null);
  const [start, end] = [day(raw.start), day(raw.end)];
  const [userTypes, feeIds, payers, payees] = [list(raw.userTypes), list(raw.feeIds), list(raw.payerGroupIds), list(raw.payeeGroupIds)];
  if (!str(raw.name) || !str(raw.rate) || !str(raw.cap) || start === undefined || end === undefined) return null;
  if (!userTypes || !feeIds || !payers || !payees) return null;
  return {
    name: raw.name as string,
    rate: raw.rate as string,
    cap: raw.cap as string,
    userTypes: USER_TYPE_OPTIONS.map((o) => o.value).filter((v) => userTypes.includes(v)),
    // Older drafts had none.
    otherUserTypes: list(raw.otherUserTypes) ?? [],
    feeIds,
    start,
    end,
    payerGroupIds: payers,
    payeeGroupIds: payees,
  };
}

// --- Validation -------------------------------------------------------------------------------

/** The form's messages, each in the interface language at the moment it is read. */
export const DISCOUNT_MESSAGES = liveTexts({
  nameRequired: () => t('discounts.error.nameRequired'),
  nameTooLong: () => t('discounts.error.nameTooLong', { max: NAME_MAX_LENGTH }),
  rateRequired: () => t('discounts.error.rateRequired'),
  rateNotNumber: () => t('discounts.error.rateNotNumber'),
  rateRange: () => t('discounts.error.rateRange', { max: RATE_MAX }),
  capRequired: () => t('discounts.error.capRequired'),
  capNotNumber: () => t('discounts.error.capNotNumber'),
  capRange: () => t('discounts.error.capRange'),
  userTypeRequired: () => t('discounts.error.userTypeRequired'),
  startRequired: () => t('discounts.error.startRequired'),
  endRequired: () => t('discounts.error.endRequired'),
  endBeforeStart: () => t('discounts.error.endBeforeStart'),
});

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A typed number checked against its bounds: 'missing', 'not-number' (not a plain decimal: "1e3",
 * "12,5"), 'out-of-range' (outside [min, max], or so long it is not a finite number: "1" followed by
 * 400 zeros is Infinity, which JSON would send as null), else the number.
 */
function boundedNumber(raw: string, inRange: (n: number) => boolean): number | 'missing' | 'not-number' | 'out-of-range' {
  const typed = raw.trim();
  if (!typed) return 'missing';
  if (!NUMBER.test(typed)) return 'not-number';
  const n = Number(typed);
  return Number.isFinite(n) && inRange(n) ? n : 'out-of-range';
}

/**
 * The earliest start the period may have: today; when editing a discount that already started,
 * its own start date (a running discount can be edited without moving its start).
 */
export function earliestStart(today: string, originalStart?: string | null): string {
  return originalStart && originalStart < today ? originalStart : today;
}

export interface DiscountRules {
  /** Today, YYYY-MM-DD (the user's calendar day). */
  today: string;
  /** Editing: the discount's saved start date. */
  originalStart?: string | null;
  /** Formats a YYYY-MM-DD day in messages. Default: as is. */
  formatDay?: (day: string) => string;
}

/**
 * The form's problems, one message per field (empty when valid). Rules: name required, not blank
 * nor only invisible characters (at most 255 characters); rate a finite number, more than 0 and at
 * most 100; cap a finite number, 0 to 1,000,000; at least one user type; a period with both days,
 * not starting before `earliestStart`, ending on or after its start. Fees and groups are optional.
 * A valid form's numbers are finite and in bounds: `formToPayload` sends them as they are.
 */
export function validateDiscount(form: DiscountFormValues, rules: DiscountRules): DiscountErrors {
  const errors: DiscountErrors = {};
  const name = cleanText(form.name);
  if (!name) errors.name = DISCOUNT_MESSAGES.nameRequired;
  else if (name.length > NAME_MAX_LENGTH) errors.name = DISCOUNT_MESSAGES.nameTooLong;

  const numberMessages = {
    rate: {
      missing: DISCOUNT_MESSAGES.rateRequired,
      'not-number': DISCOUNT_MESSAGES.rateNotNumber,
      'out-of-range': DISCOUNT_MESSAGES.rateRange,
    },
    cap: {
      missing: DISCOUNT_MESSAGES.capRequired,
      'not-number': DISCOUNT_MESSAGES.capNotNumber,
      'out-of-range': DISCOUNT_MESSAGES.capRange,
    },
  } as const;
  const rate = boundedNumber(form.rate, (n) => n > 0 && n <= RATE_MAX);
  if (typeof rate === 'string') errors.rate = numberMessages.rate[rate];
  const cap = boundedNumber(form.cap, (n) => n >= 0 && n <= CAP_MAX);
  if (typeof cap === 'string') errors.cap = numberMessages.cap[cap];

  if (form.userTypes.length === 0) errors.userTypes = DISCOUNT_MESSAGES.userTypeRequired;

  const min = earliestStart(rules.today, rules.originalStart);
  const format = rules.formatDay ?? ((d: string) => d);
  if (!form.start) errors.period = DISCOUNT_MESSAGES.startRequired;
  else if (!form.end) errors.period = DISCOUNT_MESSAGES.endRequired;
  else if (form.start < min) errors.period = t('discounts.error.startTooEarly', { day: format(min) });
  else if (form.end < form.start) errors.period = DISCOUNT_MESSAGES.endBeforeStart;
  return errors;
}

// --- Server errors ------------------------------------------------------------------------------

const WIRE_FIELDS: Record<string, DiscountField> = {
  discount_name: 'name',
  discount_rate: 'rate',
  discount_cap: 'cap',
  user_type: 'userTypes',
  affected_fees: 'feeIds',
  start_date: 'period',
  end_date: 'period',
  eligible_payers: 'payerGroupIds',
  eligible_payees: 'payeeGroupIds',
};

/** A 422 body placed on the form: messages of known fields, and the rest (e.g. affected_guarantors) apart. */
export const discountServerErrors = (body: unknown): { fields: DiscountErrors; other: string[] } => placeFieldErrors(body, WIRE_FIELDS);

// --- List display -------------------------------------------------------------------------------

/** The discount's user types, named in the interface language (an Arabic list takes the Arabic comma). */
export const userTypeLabel = (discount: Pick<Discount, 'userTypes' | 'otherUserTypes'>): string =>
  [...discount.userTypes.map((type) => USER_TYPE_OPTIONS.find((o) => o.value === type)!.label), ...discount.otherUserTypes].join(
    t('discounts.userTypeSeparator'),
  );
