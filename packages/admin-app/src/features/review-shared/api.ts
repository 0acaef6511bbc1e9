/** What the KYC and KYB review queues share in their calls: the page size and the list query. */
import type { Query } from '../../api/contract';
import { http } from '../../platform/http';
import { unwrapPage, type JsonRecord, type Page } from '../../platform/unwrap';
import { KYC_STATUS_FILTERS } from './rules';

/** Page size of the KYC and KYB lists (docs/product.md#business-constants). */
export const REVIEW_PAGE_SIZE = 15;

export interface ReviewListQuery {
  page: number;
  search: string;
  /** all, pending, approved or rejected. */
  status: string;
}

/** The query of GET /api/admin/kyc/pending and /api/admin/kyb/requests (docs/api/openapi.yaml: listKycUsers, listKybRequests). */
export function reviewListParams({ page, search, status }: ReviewListQuery) {
  // Named as the contract names them (the status is sent as the list read it from the address).
  return { per_page: REVIEW_PAGE_SIZE, page, search: search.trim(), status } satisfies Record<
    keyof Query<'listKycUsers'> & keyof Query<'listKybRequests'>,
    unknown
  >;
}

const REVIEW_STATUSES = new Set<string>(KYC_STATUS_FILTERS.map((filter) => filter.value));

/** The status a review queue opens on (docs/product.md#kyc-list): the cases waiting for a decision. */
export const DEFAULT_REVIEW_STATUS = 'pending';

/**
 * The list query of a KYC or KYB list as its page builds it, from the list's carried query (`from`: status,
 * search, page) and the page wanted: the same key in the data cache as the list shown. No status, or one the
 * queue does not know, is Pending (the default); `status=all` is All.
 */
export function reviewListQueryFrom(from: URLSearchParams, page: number): ReviewListQuery {
  const status = from.get('status') ?? DEFAULT_REVIEW_STATUS;
  return { status: REVIEW_STATUSES.has(status) ? status : DEFAULT_REVIEW_STATUS, search: from.get('search') ?? '', page };
}

/**
 * One page of the KYC or KYB queue: GET `path` with the list query (reviewListParams), its rows at data.data
 * (totals beside them) each read by `read` (docs/product.md#unreadable-answers); `what` names the list in a
 * malformed answer's error.
 */
export async function fetchReviewPage<Record extends JsonRecord, Row>(
  request: { path: string; what: string; read: (row: Record) => Row },
  query: ReviewListQuery,
  signal?: AbortSignal,
): Promise<Page<Row>> {
  const { data } = await http.get<unknown>(request.path, { params: reviewListParams(query), signal });
  const page = unwrapPage<Record>(data, request.what, REVIEW_PAGE_SIZE);
  return { ...page, rows: page.rows.map(request.read) };
}
