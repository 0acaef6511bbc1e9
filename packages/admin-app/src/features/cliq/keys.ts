import type { CliqListQuery } from './rules';

/** The Cliq area's keys in the data cache (kernel/remoteCache.tsx): `cliqKeys.all` covers its lists and records. */
export const cliqKeys = {
  all: ['cliq'] as const,
  lists: ['cliq', 'list'] as const,
  list: (query: CliqListQuery) => ['cliq', 'list', query] as const,
  record: (id: string) => ['cliq', 'record', id] as const,
};
