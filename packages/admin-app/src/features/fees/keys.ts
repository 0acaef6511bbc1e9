/**
 * The fees area's keys in the data cache (kernel/remoteCache.tsx). `feesKeys.all` covers the fees, the
 * distributions and the fee options the discount form lists (`['fees', 'options']`), so a save of either
 * grid marks them all changed.
 */
export const feesKeys = {
  all: ['fees'] as const,
  screen: (screen: 'fees' | 'distribution') => ['fees', screen] as const,
  options: ['fees', 'options'] as const,
};
