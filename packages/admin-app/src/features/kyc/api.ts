import { kycPaths } from './paths';
import { reviewSource, SEARCHED_QUEUE } from '../review-shared/reviewSource';
import { normaliseKycUser, type KycUser } from './rules';
import { kycKeys } from './keys';
import { http } from '../../platform/http';
import { unwrapObject } from '../../platform/unwrap';
import { fetchReviewPage, type ReviewListQuery } from '../review-shared/api';
import { idSegment } from '../../kernel/recordPath';
import type { RemoteQuery } from '../../kernel/useRemote';
import { apiPath, type RequestBody, type ResponseBody, type Schema, type Untrusted } from '../../api/contract';

/** A user as read: the contract's field names, each value checked by normaliseKycUser. */
type UserRecord = Untrusted<Schema<'KycUser'>>;

/** One KYC user's review, as its page and a prefetch ask for it. */
export const kycUserQuery = (id: string): RemoteQuery<KycUser> => ({
  queryKey: kycKeys.record(id),
  queryFn: ({ signal }) => fetchKycUser(id, signal),
});

/** GET /api/admin/kyc/pending (docs/api/openapi.yaml listKycUsers): one page of KYC users. */
export const fetchKycPage = (query: ReviewListQuery, signal?: AbortSignal) =>
  fetchReviewPage({ path: apiPath('/api/admin/kyc/pending'), what: 'KYC list', read: normaliseKycUser<UserRecord> }, query, signal);

/** GET /api/admin/kyc/review/{id}: the KYC user record at data. */
export async function fetchKycUser(id: string, signal?: AbortSignal): Promise<KycUser> {
  const { data } = await http.get<ResponseBody<'getKycUser'>>(apiPath('/api/admin/kyc/review/{id}', { id: idSegment(id) }), { signal });
  // Every field checked (documents entry by entry): a malformed entry never crashes the review.
  return normaliseKycUser(unwrapObject<UserRecord>(data, ['data'], 'KYC user', { bare: true, has: ['id'] }));
}

/** POST /api/admin/kyc/approve/{id}, empty body. */
export async function approveKyc(id: string | number): Promise<void> {
  await http.post(apiPath('/api/admin/kyc/approve/{id}', { id: idSegment(id) }));
}

/** POST /api/admin/kyc/reject/{id} with the (already trimmed) reason as rejection_reason. */
export async function rejectKyc(id: string | number, reason: string): Promise<void> {
  const body: RequestBody<'rejectKyc'> = { rejection_reason: reason.trim() };
  await http.post(apiPath('/api/admin/kyc/reject/{id}', { id: idSegment(id) }), body);
}

/** The KYC queue, as its list shows it and a review walks it (Previous / Next case). */
export const kycQueue = reviewSource<KycUser, ReviewListQuery>({
  ...SEARCHED_QUEUE,
  keys: kycKeys,
  load: fetchKycPage,
  paths: kycPaths,
  recordQuery: kycUserQuery,
  since: (user) => user.updated_at,
});
