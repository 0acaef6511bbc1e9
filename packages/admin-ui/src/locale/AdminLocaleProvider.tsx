import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_DATE_LOCALE, formatNumber } from '../format/format';
import { enMessages, type AdminMessages } from './messages';

export interface AdminLocale {
  /** BCP 47 locale for numbers and dates, e.g. 'ar-JO-u-nu-latn'. */
  locale: string;
  messages: AdminMessages;
  /** A number in the locale, Latin digits unless the locale names others: "1,250". */
  number: (value: number) => string;
}

// Outside any provider numbers keep their plain digits ("3000"), as before the provider existed; under one
// they are grouped in its locale ("3,000").
const english: AdminLocale = { locale: DEFAULT_DATE_LOCALE, messages: enMessages, number: (value) => String(value) };
const LocaleContext = createContext<AdminLocale>(english);

export interface AdminLocaleProviderProps {
  /** BCP 47 locale for numbers and dates. Default 'en-GB' (day month year, Latin digits). */
  locale?: string;
  /**
   * The components' built-in texts: a full set (`arMessages`) or some of them, on top of English.
   * Default: English.
   */
  messages?: Partial<AdminMessages>;
  children?: ReactNode;
}

/**
 * Gives every admin-ui component its language once, near the app's root: the texts it writes itself
 * (pager, picker buttons, notices' Dismiss...) and the locale it formats numbers and dates with.
 *
 * ```tsx
 * import { AdminLocaleProvider, arMessages } from '@admin-console/admin-ui';
 * <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>…</AdminLocaleProvider>
 * ```
 */
export function AdminLocaleProvider({ locale = DEFAULT_DATE_LOCALE, messages, children }: AdminLocaleProviderProps) {
  const value = useMemo<AdminLocale>(
    () => ({ locale, messages: { ...enMessages, ...messages }, number: (n) => formatNumber(n, { locale }) }),
    [locale, messages],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The provider's locale and texts (English outside any provider). */
export function useAdminLocale(): AdminLocale {
  return useContext(LocaleContext);
}
