export { AdminLocaleProvider, type AdminLocaleProviderProps } from './AdminLocaleProvider';
export { useAdminLocale, type AdminLocale } from './useAdminLocale';
export { enMessages, type AdminMessages } from './messages';
export { arMessages } from './ar';
