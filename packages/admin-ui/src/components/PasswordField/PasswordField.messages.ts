// No type from locale/messages.ts, which spreads these texts into its English set (and checks them there): the two
// files would import each other.

/** PasswordField's English button names. */
export const passwordFieldMessages = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
};
