/** The fee catalogue's addresses, written once: the fees and their distributions. */
export const feesPaths = {
  fees: '/fees',
  distributions: '/distribution',
} as const;
