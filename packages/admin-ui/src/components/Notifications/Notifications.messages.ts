import type { AdminMessages } from '../../locale/messages';

export type NotificationMessages = Pick<AdminMessages, 'dismissNotification' | 'toneSuccess' | 'toneError' | 'toneWarning' | 'toneInfo'>;

/** The notifications' English texts: the Dismiss button's name and the word read before a notice's text. */
export const notificationMessages: NotificationMessages = {
  dismissNotification: 'Dismiss notification',
  toneSuccess: 'Success',
  toneError: 'Error',
  toneWarning: 'Warning',
  toneInfo: 'Information',
};
