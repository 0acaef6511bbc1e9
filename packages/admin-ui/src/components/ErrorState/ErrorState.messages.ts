// No type from locale/messages.ts, which spreads these texts into its English set (and checks them there): the two
// files would import each other.

/** ErrorState's English texts (also DataTable's error title). */
export const errorStateMessages = {
  somethingWentWrong: 'Something went wrong',
  retry: 'Retry',
};
