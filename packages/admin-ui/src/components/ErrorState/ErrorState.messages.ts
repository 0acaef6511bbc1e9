import type { AdminMessages } from '../../locale/messages';

/** ErrorState's English texts (also DataTable's error title). */
export const errorStateMessages: Pick<AdminMessages, 'somethingWentWrong' | 'retry'> = {
  somethingWentWrong: 'Something went wrong',
  retry: 'Retry',
};
