import type { CatalogueRow, Distribution, Fee } from './rules';
import { failureText, http } from '../../platform/http';
import { isRecord, MalformedResponseError, unwrapList, unwrapMessage } from '../../platform/unwrap';
import { apiPath, type RequestBody, type ResponseBody } from '../../api/contract';
import { t } from './messages';

/** Typed calls of the Fees and Distributions screens (docs/api/openapi.yaml: listFees, updateFees, listDistributions, updateDistributions), read tolerantly (docs/product.md#unreadable-answers). */

export const FEES_PATH = apiPath('/api/fees');
export const DISTRIBUTIONS_PATH = apiPath('/api/fees-distribution');

const hasId = (row: Record<string, unknown>) =>
  (typeof row.id === 'number' && Number.isFinite(row.id)) || (typeof row.id === 'string' && row.id !== '');

/** Every row must carry an id (it keys the edits and the PATCH): a list with a row without one is malformed. */
function withIds<T>(rows: Record<string, unknown>[], what: string, body: unknown): T[] {
  if (!rows.every(hasId)) throw new MalformedResponseError(what, body);
  return rows as T[];
}

/** GET /api/fees: the list at `data.data` (one level down, `data.data.data` as the contract also allows, is accepted too). */
export async function fetchFees(signal?: AbortSignal): Promise<Fee[]> {
  const { data } = await http.get<ResponseBody<'listFees'>>(FEES_PATH, { signal, loadingMessage: t('fees.loading.fees') });
  return withIds<Fee>(unwrapList(data, ['data', 'data'], 'the fees list'), 'the fees list', data);
}

/** GET /api/fees-distribution: the list at `data` (one level down accepted too). */
export async function fetchDistributions(signal?: AbortSignal): Promise<Distribution[]> {
  const { data } = await http.get<ResponseBody<'listDistributions'>>(DISTRIBUTIONS_PATH, {
    signal,
    loadingMessage: t('fees.loading.distributions'),
  });
  return withIds<Distribution>(unwrapList(data, ['data'], 'the distributions list'), 'the distributions list', data);
}

/** What a save answered: the server's `message`, when it sent one. */
export interface SaveResult {
  message: string | undefined;
}

/** A save sends the rows as loaded with the edits applied: fields the console does not know go back unchanged. */
async function patch(path: string, body: Record<string, CatalogueRow[]>): Promise<SaveResult> {
  const response = await http.patch<ResponseBody<'updateFees'> | ResponseBody<'updateDistributions'>>(path, body, {
    loadingMessage: t('fees.saving'),
  });
  return { message: isRecord(response.data) ? unwrapMessage(response.data) : undefined };
}

/** PATCH /api/fees with `{ fees: [...] }`. */
export function saveFees(body: { [List in keyof RequestBody<'updateFees'>]: Fee[] }): Promise<SaveResult> {
  return patch(FEES_PATH, body);
}

/** PATCH /api/fees-distribution with `{ distributions: [...] }`. */
export function saveDistributions(body: { [List in keyof RequestBody<'updateDistributions'>]: Distribution[] }): Promise<SaveResult> {
  return patch(DISTRIBUTIONS_PATH, body);
}

/**
 * What to show for a failed save: the server's message, that is the body's JSON message (or error) field, else the status sentence of `failureText` ("The server could not be reached (502 Bad
 * Gateway)."), never a proxy's HTML page nor "Request failed with status code 502". Without an outcome: the
 * screen says what became of the edits itself.
 */
export function saveErrorMessage(error: unknown): string {
  return failureText(error, '');
}
