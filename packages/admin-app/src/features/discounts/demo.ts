import { http, type HttpHandler } from 'msw';
import { onResetDb } from '../../demo/db';
import { demoRoute, type RequestBody, type Schema, type Untrusted } from '../../api/contract';
import { readJson, reply, withSession } from '../../demo/respond';
import { feesStore } from '../fees/demo';
import { findGroup, promotionGroupsStore, refusal } from '../promotion-groups/demo';
import { getDemoSettings } from '../../demo/settings';

/**
 * Discount promotions: the demo store and its handlers. Seeded discounts lie in the past, the
 * present and the future, with dates counted from today so "current" stays current. They refer
 * to fees (features/fees/demo.ts) and promotion groups (features/promotion-groups/demo.ts) by id; the records the
 * handlers send embed them as the backend does (applicable_fees, eligibele_groups with pivots).
 */

export interface DemoDiscount {
  id: number;
  discount_name: string;
  discount_rate: number;
  discount_cap: number;
  user_type: string;
  start_date: string;
  end_date: string;
  fee_ids: number[];
  payer_group_ids: number[];
  payee_group_ids: number[];
  affected_guarantors: number[];
  created_at: string;
  updated_at: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Today plus `days`, YYYY-MM-DD in local time (as the app's date inputs count days). */
export function dayFromToday(days: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return isoDay(d);
}

function seedDiscounts(): DemoDiscount[] {
  const feeId = (alias: string, fallback: number) => feesStore.fees.find((f) => f.name_alias === alias)?.id ?? fallback;
  const at = '2026-01-20T10:00:00Z';
  const discount = (d: Omit<DemoDiscount, 'affected_guarantors' | 'created_at' | 'updated_at'>): DemoDiscount => ({
    ...d,
    affected_guarantors: [1],
    created_at: at,
    updated_at: at,
  });
  return [
    discount({
      id: 1,
      discount_name: 'Winter transfers',
      discount_rate: 25,
      discount_cap: 3,
      user_type: 'indivisual',
      start_date: dayFromToday(-90),
      end_date: dayFromToday(-30),
      fee_ids: [feeId('p2p_transfer', 1)],
      payer_group_ids: [1],
      payee_group_ids: [],
    }),
    discount({
      id: 2,
      discount_name: 'Merchant onboarding',
      discount_rate: 50,
      discount_cap: 10,
      user_type: 'company',
      start_date: dayFromToday(-10),
      end_date: dayFromToday(20),
      fee_ids: [feeId('bank_transfer_out', 2), feeId('cliq_transfer', 3)],
      payer_group_ids: [],
      payee_group_ids: [2],
    }),
    discount({
      id: 3,
      discount_name: 'Student cash-in',
      discount_rate: 100,
      discount_cap: 1.5,
      user_type: 'indivisual',
      start_date: dayFromToday(-3),
      end_date: dayFromToday(60),
      fee_ids: [feeId('cash_in_agent', 5)],
      payer_group_ids: [3],
      payee_group_ids: [3],
    }),
    discount({
      id: 4,
      discount_name: 'خصم رمضان',
      discount_rate: 15,
      discount_cap: 5,
      user_type: 'indivisual,company',
      start_date: dayFromToday(15),
      end_date: dayFromToday(45),
      fee_ids: [feeId('p2p_transfer', 1), feeId('cliq_transfer', 3)],
      payer_group_ids: [5, 1],
      payee_group_ids: [5],
    }),
    discount({
      id: 5,
      discount_name: 'Staff pilot: international remittance',
      discount_rate: 12.5,
      discount_cap: 20,
      user_type: 'indivisual',
      start_date: dayFromToday(30),
      end_date: dayFromToday(30),
      fee_ids: [feeId('intl_remittance', 4)],
      payer_group_ids: [4],
      payee_group_ids: [],
    }),
  ];
}

export const discountsStore: { discounts: DemoDiscount[]; nextId: number } = { discounts: seedDiscounts(), nextId: 6 };

onResetDb(() => {
  discountsStore.discounts = seedDiscounts();
  discountsStore.nextId = 6;
});

/** The record as the backend sends it: fees and groups embedded, groups with their pivot. */
export function discountRecord(d: DemoDiscount): Schema<'Discount'> {
  const groupIds = [...new Set([...d.payer_group_ids, ...d.payee_group_ids])];
  return {
    id: d.id,
    discount_name: d.discount_name,
    discount_rate: d.discount_rate.toFixed(2),
    discount_cap: d.discount_cap.toFixed(2),
    user_type: d.user_type,
    start_date: d.start_date,
    end_date: d.end_date,
    affected_guarantors: d.affected_guarantors,
    created_at: d.created_at,
    updated_at: d.updated_at,
    applicable_fees: d.fee_ids.flatMap((id) => {
      const fee = feesStore.fees.find((f) => f.id === id);
      return fee ? [{ id: fee.id, type: fee.type, name_alias: fee.name_alias, name_english: fee.name_english }] : [];
    }),
    eligibele_groups: groupIds.flatMap((id) => {
      const group = findGroup(id);
      if (!group) return [];
      return [
        {
          id: group.id,
          name: group.name,
          description: group.description,
          pivot: {
            discount_promotion_id: d.id,
            promotion_group_id: group.id,
            is_payer_eligible: d.payer_group_ids.includes(id) ? 1 : 0,
            is_payee_eligible: d.payee_group_ids.includes(id) ? 1 : 0,
          },
        },
      ];
    }),
  };
}

// --- Validation, Laravel style ------------------------------------------------------------------

type Errors = Record<string, string[]>;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const USER_TYPES = ['indivisual', 'company'];

function isRealDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

const toNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

/** A list of ids (numbers, or objects with id); errors name the field and index as Laravel does. */
function idList(
  body: Record<string, unknown>,
  field: keyof DiscountBody & string,
  label: string,
  exists: (id: number) => boolean,
  errors: Errors,
): number[] {
  const value = body[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors[field] = [`The ${label} field must be an array.`];
    return [];
  }
  const ids: number[] = [];
  value.forEach((raw: unknown, index) => {
    const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : raw;
    if (typeof id !== 'number' || !exists(id)) errors[`${field}.${index}`] = [`The selected ${field}.${index} is invalid.`];
    else ids.push(id);
  });
  return [...new Set(ids)];
}

type Valid = Omit<DemoDiscount, 'id' | 'created_at' | 'updated_at'>;

/** The body of createDiscount and updateDiscount, by the contract's field names; its values still to check. */
type DiscountBody = Untrusted<RequestBody<'createDiscount'> & RequestBody<'updateDiscount'>>;

function validate(raw: unknown, existing?: DemoDiscount): { errors: Errors; value: Valid } {
  const body: DiscountBody = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as DiscountBody) : {};
  const errors: Errors = {};
  const name = typeof body.discount_name === 'string' ? body.discount_name.trim() : '';
  if (!name) errors.discount_name = ['The discount name field is required.'];
  else if (name.length > 255) errors.discount_name = ['The discount name field must not be greater than 255 characters.'];
  else if (discountsStore.discounts.some((d) => d.id !== existing?.id && d.discount_name.toLowerCase() === name.toLowerCase()))
    errors.discount_name = ['The discount name has already been taken.'];

  const rate = toNumber(body.discount_rate);
  if (body.discount_rate === undefined || body.discount_rate === null || body.discount_rate === '')
    errors.discount_rate = ['The discount rate field is required.'];
  else if (!Number.isFinite(rate)) errors.discount_rate = ['The discount rate field must be a number.'];
  else if (rate <= 0 || rate > 100) errors.discount_rate = ['The discount rate field must be greater than 0 and at most 100.'];

  const cap = toNumber(body.discount_cap);
  if (body.discount_cap === undefined || body.discount_cap === null || body.discount_cap === '')
    errors.discount_cap = ['The discount cap field is required.'];
  else if (!Number.isFinite(cap)) errors.discount_cap = ['The discount cap field must be a number.'];
  else if (cap < 0) errors.discount_cap = ['The discount cap field must be at least 0.'];

  const types = typeof body.user_type === 'string' ? body.user_type.split(',').map((t) => t.trim()) : [];
  if (types.length === 0 || types.every((t) => t === '')) errors.user_type = ['The user type field is required.'];
  else if (types.some((t) => !USER_TYPES.includes(t))) errors.user_type = ['The selected user type is invalid.'];

  const fee_ids = idList(body, 'affected_fees', 'affected fees', (id) => feesStore.fees.some((f) => f.id === id), errors);
  const groupExists = (id: number) => promotionGroupsStore.groups.some((g) => g.id === id);
  const payer_group_ids = idList(body, 'eligible_payers', 'eligible payers', groupExists, errors);
  const payee_group_ids = idList(body, 'eligible_payees', 'eligible payees', groupExists, errors);
  const guarantors = body.affected_guarantors;
  if (!Array.isArray(guarantors) || guarantors.length === 0 || !guarantors.every((g) => typeof g === 'number'))
    errors.affected_guarantors = ['The affected guarantors field is required.'];

  const today = dayFromToday(0);
  const { start_date, end_date } = body;
  if (start_date === undefined || start_date === null || start_date === '') errors.start_date = ['The start date field is required.'];
  else if (!isRealDay(start_date)) errors.start_date = ['The start date field must match the format Y-m-d.'];
  // A discount that already started keeps its start date on edit.
  else if (start_date < today && start_date !== existing?.start_date)
    errors.start_date = ['The start date field must be a date after or equal to today.'];
  if (end_date === undefined || end_date === null || end_date === '') errors.end_date = ['The end date field is required.'];
  else if (!isRealDay(end_date)) errors.end_date = ['The end date field must match the format Y-m-d.'];
  else if (isRealDay(start_date) && end_date < start_date)
    errors.end_date = ['The end date field must be a date after or equal to start date.'];

  return {
    errors,
    value: {
      discount_name: name,
      discount_rate: rate,
      discount_cap: cap,
      user_type: USER_TYPES.filter((t) => types.includes(t)).join(','),
      start_date: String(start_date),
      end_date: String(end_date),
      fee_ids,
      payer_group_ids,
      payee_group_ids,
      affected_guarantors: Array.isArray(guarantors) ? (guarantors as number[]) : [1],
    },
  };
}

/**
 * ?demo-rows=N: the store grows to N discounts, generated (deterministic) and kept, so their View
 * links and edits work like the seed's.
 */
function ensureDemoRows(): void {
  const { rows } = getDemoSettings();
  const { discounts } = discountsStore;
  const feeCount = Math.max(1, feesStore.fees.length);
  while (discounts.length < rows) {
    const n = discounts.length;
    const id = discountsStore.nextId;
    discountsStore.nextId += 1;
    const start = (n % 120) - 60;
    discounts.push({
      id,
      discount_name: `Generated promotion ${id}`,
      discount_rate: 5 + (n % 20) * 2.5,
      discount_cap: 1 + (n % 10),
      user_type: ['indivisual', 'company', 'indivisual,company'][n % 3]!,
      start_date: dayFromToday(start),
      end_date: dayFromToday(start + 7 + (n % 60)),
      fee_ids: [feesStore.fees[n % feeCount]?.id ?? 1],
      payer_group_ids: [1 + (n % 6)],
      payee_group_ids: n % 4 === 0 ? [1 + ((n + 2) % 6)] : [],
      affected_guarantors: [1],
      created_at: '2026-02-01T08:00:00Z',
      updated_at: '2026-02-01T08:00:00Z',
    });
  }
}

const NOT_FOUND: Schema<'ErrorBody'> = { message: 'Discount promotion not found.' };
const AREA = 'discounts';
const find = (id: string) => discountsStore.discounts.find((d) => String(d.id) === id);

export const handlers: HttpHandler[] = [
  http.get(
    demoRoute('/api/discount-promotions'),
    // Newest first, as the backend lists them.
    withSession(AREA, () => {
      ensureDemoRows();
      return reply('listDiscounts', {
        message: 'Discount promotions retrieved successfully.',
        data: [...discountsStore.discounts].reverse().map(discountRecord),
      });
    }),
  ),
  http.get<{ id: string }>(
    demoRoute('/api/discount-promotions/{id}'),
    withSession(AREA, ({ params }) => {
      ensureDemoRows();
      const discount = find(params.id);
      return discount
        ? reply('getDiscount', { message: 'Discount promotion retrieved successfully.', data: discountRecord(discount) })
        : reply('getDiscount', NOT_FOUND, 404);
    }),
  ),
  http.post(
    demoRoute('/api/discount-promotions'),
    withSession(AREA, async ({ request }) => {
      const { errors, value } = validate(await readJson(request));
      if (Object.keys(errors).length) return reply('createDiscount', refusal(errors), 422);
      const now = new Date().toISOString();
      const discount: DemoDiscount = { id: discountsStore.nextId, ...value, created_at: now, updated_at: now };
      discountsStore.nextId += 1;
      discountsStore.discounts.push(discount);
      return reply('createDiscount', { message: 'Discount promotion created successfully.' }, 201);
    }),
  ),
  http.patch<{ id: string }>(
    demoRoute('/api/discount-promotions/{id}'),
    withSession(AREA, async ({ params, request }) => {
      const discount = find(params.id);
      if (!discount) return reply('updateDiscount', NOT_FOUND, 404);
      const { errors, value } = validate(await readJson(request), discount);
      if (Object.keys(errors).length) return reply('updateDiscount', refusal(errors), 422);
      Object.assign(discount, value, { updated_at: new Date().toISOString() });
      return reply('updateDiscount', { message: 'Discount promotion updated successfully.' });
    }),
  ),
];
