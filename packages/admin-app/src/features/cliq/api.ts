import { cliqPaths } from './paths';
import { reviewSource } from '../review-shared/reviewSource';
import { firstDate } from '../review-shared/listColumns';
import { normaliseCliqAccount, toStatusFilter, type CliqAccount, type CliqListQuery } from './rules';
import { cliqKeys } from './keys';
import { http } from '../../platform/http';
import { isRecord, MalformedResponseError, unwrapAt, unwrapPage, type JsonRecord, type Page } from '../../platform/unwrap';
import { idSegment } from '../../kernel/recordPath';
import { apiPath, type Query, type ResponseBody, type Schema, type Untrusted } from '../../api/contract';
import type { RemoteQuery } from '../../kernel/useRemote';

/** Page size of the Cliq list (docs/product.md#business-constants). */
export const CLIQ_PAGE_SIZE = 15;

export const CLIQ_ACCOUNTS_PATH = apiPath('/api/admin/cliq-accounts');

/** An account as read: the contract's field names, each value checked by normaliseCliqAccount. */
type AccountRecord = Untrusted<Schema<'CliqAccount'>>;

const hasId = (value: JsonRecord) => typeof value.id === 'number' || (typeof value.id === 'string' && value.id !== '');

/** One Cliq account's review, as its page and a prefetch ask for it. */
export const cliqAccountQuery = (id: string): RemoteQuery<CliqAccount> => ({
  queryKey: cliqKeys.record(id),
  queryFn: ({ signal }) => fetchCliqAccount(id, signal),
});

/**
 * GET /api/admin/cliq-accounts?page_number&page_size=15&status: rows at `data.data` with
 * `data.current_page`, `data.last_page`, `data.total` (docs/api/openapi.yaml listCliqAccounts, read tolerantly). A row without
 * an id is malformed: it could not be opened.
 */
export async function fetchCliqAccounts({ page, status }: CliqListQuery, signal?: AbortSignal): Promise<Page<CliqAccount>> {
  const response = await http.get<ResponseBody<'listCliqAccounts'>>(CLIQ_ACCOUNTS_PATH, {
    params: { page_number: page, page_size: CLIQ_PAGE_SIZE, status } satisfies Query<'listCliqAccounts'>,
    signal,
  });
  const result = unwrapPage<AccountRecord>(response.data, 'the cliq accounts list', CLIQ_PAGE_SIZE);
  if (!result.rows.every(hasId)) throw new MalformedResponseError('the cliq accounts list', response.data);
  // Every field checked: a field of the wrong type shows as N/A, never crashes the list.
  return { ...result, rows: result.rows.map(normaliseCliqAccount) };
}

const isAccount = (value: unknown): value is AccountRecord => isRecord(value) && hasId(value);

/**
 * GET /api/admin/cliq-accounts/{id}: the account at `data.data` (docs/api/openapi.yaml getCliqAccount), also accepted one level
 * further down or directly at `data`. Logs must be a list of entries when present; user an object or null.
 */
export async function fetchCliqAccount(id: string | number, signal?: AbortSignal): Promise<CliqAccount> {
  const response = await http.get<ResponseBody<'getCliqAccount'>>(apiPath('/api/admin/cliq-accounts/{id}', { id: idSegment(id) }), {
    signal,
  });
  const body = response.data;
  const account = unwrapAt(body, [['data', 'data'], ['data', 'data', 'data'], ['data']], isAccount, 'the cliq account');
  const { logs, user } = account;
  if (logs != null && !(Array.isArray(logs) && logs.every(isRecord))) throw new MalformedResponseError('the cliq account', body);
  if (user != null && !isRecord(user)) throw new MalformedResponseError('the cliq account', body);
  // Every field checked (the user's and each log's too): a field of the wrong type shows as N/A, never crashes the review.
  return normaliseCliqAccount(account);
}

/** POST /api/admin/cliq-accounts/{id}/approve, no body. */
export async function approveCliqAccount(id: string | number, signal?: AbortSignal): Promise<void> {
  await http.post(apiPath('/api/admin/cliq-accounts/{id}/approve', { id: idSegment(id) }), undefined, { signal });
}

/** POST /api/admin/cliq-accounts/{id}/reject, no body. */
export async function rejectCliqAccount(id: string | number, signal?: AbortSignal): Promise<void> {
  await http.post(apiPath('/api/admin/cliq-accounts/{id}/reject', { id: idSegment(id) }), undefined, { signal });
}

/**
 * The Cliq queue, as its list shows it and a review walks it (Previous / Next case): the review list without
 * search (the list call takes none: docs/api/openapi.yaml listCliqAccounts), filtered by status.
 */
export const cliqQueue = reviewSource<CliqAccount, CliqListQuery>({
  filters: { status: 'pending' },
  queryOf: (values, page) => ({ page, status: toStatusFilter(values.status) }),
  keys: cliqKeys,
  load: fetchCliqAccounts,
  paths: cliqPaths,
  recordQuery: cliqAccountQuery,
  since: (account) => firstDate(account.changed_at, account.created_at),
});
