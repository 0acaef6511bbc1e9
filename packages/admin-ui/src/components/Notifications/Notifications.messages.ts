// No type from locale/messages.ts, which spreads these texts into its English set (and checks them there): the two
// files would import each other.

/** The notifications' English texts: the Dismiss button's name and the word read before a notice's text. */
export const notificationMessages = {
  dismissNotification: 'Dismiss notification',
  toneSuccess: 'Success',
  toneError: 'Error',
  toneWarning: 'Warning',
  toneInfo: 'Information',
};

/** What a toast reads of the texts (admin-ui's full set, AdminMessages, has them all). */
export type NotificationMessages = typeof notificationMessages;
