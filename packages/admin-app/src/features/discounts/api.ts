import { discountFromRecord, type Discount, type DiscountPayload } from './rules';
import { http } from '../../platform/http';
import { isRecord, readList, readRecord, unwrapAt } from '../../platform/unwrap';
import { t } from './messages';
import { apiPath, type ResponseBody, type Schema, type Untrusted } from '../../api/contract';

/** A discount as read: the contract's field names, each value checked by discountFromRecord. */
type DiscountRecord = Untrusted<Schema<'Discount'>>;

/** GET /api/discount-promotions: the list at `data` (a bare array too). */
export async function fetchDiscounts(signal?: AbortSignal): Promise<Discount[]> {
  const { data: body } = await http.get<ResponseBody<'listDiscounts'>>(apiPath('/api/discount-promotions'), { signal });
  return readList<DiscountRecord, Discount>(body, 'discount promotions list', discountFromRecord);
}

/** GET /api/discount-promotions/{id}: the discount at `data` (a bare object too). */
export async function fetchDiscount(id: number, signal?: AbortSignal): Promise<Discount> {
  const { data: body } = await http.get<ResponseBody<'getDiscount'>>(apiPath('/api/discount-promotions/{id}', { id }), { signal });
  return readRecord<DiscountRecord, Discount>(body, 'discount promotion', discountFromRecord);
}

/** POST /api/discount-promotions with the body of docs/api/openapi.yaml, createDiscount. */
export async function createDiscount(payload: DiscountPayload): Promise<void> {
  await http.post(apiPath('/api/discount-promotions'), payload);
}

/** PATCH /api/discount-promotions/{id} with the same body as create. */
export async function updateDiscount(id: number, payload: DiscountPayload): Promise<void> {
  await http.patch(apiPath('/api/discount-promotions/{id}', { id }), payload);
}

export interface FeeOption {
  id: number;
  nameAlias: string;
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/**
 * GET /api/fees, read for the discount form's fee picker only: the list at `data.data`
 * (docs/api/openapi.yaml listFees; also `data.data.data`, or `data`). Fees without a usable id are
 * skipped; one without a name_alias is shown as "Fee {id}".
 */
export async function fetchFeeOptions(signal?: AbortSignal): Promise<FeeOption[]> {
  const { data: body } = await http.get<ResponseBody<'listFees'>>(apiPath('/api/fees'), { signal });
  const list = unwrapAt(body, [['data', 'data'], ['data', 'data', 'data'], ['data']], isArray, 'fees list');
  return list.flatMap((raw) => {
    if (!isRecord(raw)) return [];
    const fee: Untrusted<Schema<'Fee'>> = raw;
    const id = typeof fee.id === 'string' ? Number(fee.id) : fee.id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return [];
    const alias = typeof fee.name_alias === 'string' && fee.name_alias.trim() ? fee.name_alias.trim() : t('discounts.feeFallback', { id });
    return [{ id, nameAlias: alias }];
  });
}
