/** What the KYC and KYB review queues share in their calls: the page size and the list query. */
import type { Query } from '../../api/contract';

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
