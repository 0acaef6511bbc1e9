import type { AdminMessages } from '../../locale/messages';

/** LoadingBar's English name. */
export const loadingBarMessages: Pick<AdminMessages, 'loadingBar'> = {
  loadingBar: 'Loading',
};
