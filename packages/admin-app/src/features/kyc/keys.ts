import type { ReviewListQuery } from '../review-shared/api';

/** The KYC area's keys in the data cache (kernel/remoteCache.tsx): `kycKeys.all` covers its lists and records. */
export const kycKeys = {
  all: ['kyc'] as const,
  lists: ['kyc', 'list'] as const,
  list: (query: ReviewListQuery) => ['kyc', 'list', query] as const,
  record: (id: string) => ['kyc', 'record', id] as const,
};
