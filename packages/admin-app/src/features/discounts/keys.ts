/** The discounts' keys in the data cache (kernel/remoteCache.tsx): `discountKeys.all` covers the list and the records. */
export const discountKeys = {
  all: ['discounts'] as const,
  list: ['discounts', 'list'] as const,
  record: (id: number) => ['discounts', 'record', id] as const,
};
