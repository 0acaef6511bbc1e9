import type { ReviewListQuery } from '../review-shared/api';

/** The KYB area's keys in the data cache (kernel/remoteCache.tsx): `kybKeys.all` covers its lists, records and document links. */
export const kybKeys = {
  all: ['kyb'] as const,
  lists: ['kyb', 'list'] as const,
  list: (query: ReviewListQuery) => ['kyb', 'list', query] as const,
  record: (id: string) => ['kyb', 'record', id] as const,
  // Not under the record's key: reloading the record after Save Files keeps the links shown.
  documentLink: (id: string | number, documentId: string | number) => ['kyb', 'document', String(id), String(documentId)] as const,
};
