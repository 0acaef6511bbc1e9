import type { AdminMessages } from '../../locale/messages';

/** PasswordField's English button names. */
export const passwordFieldMessages: Pick<AdminMessages, 'showPassword' | 'hidePassword'> = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
};
