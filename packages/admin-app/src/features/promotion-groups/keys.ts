/**
 * The promotion groups' keys in the data cache (kernel/remoteCache.tsx): `promotionGroupKeys.all` covers the list
 * (also what the discount form offers), the records and the users a group may hold.
 */
export const promotionGroupKeys = {
  all: ['promotion-groups'] as const,
  list: ['promotion-groups', 'list'] as const,
  record: (id: number) => ['promotion-groups', 'record', id] as const,
  candidates: ['promotion-groups', 'candidates'] as const,
};
