// No type from locale/messages.ts, which spreads these texts into its English set (and checks them there): the two
// files would import each other.

/** LoadingBar's English name. */
export const loadingBarMessages = {
  loadingBar: 'Loading',
};
