export { AdminLocaleProvider, useAdminLocale, type AdminLocale, type AdminLocaleProviderProps } from './AdminLocaleProvider';
export { enMessages, type AdminMessages } from './messages';
export { arMessages } from './ar';
