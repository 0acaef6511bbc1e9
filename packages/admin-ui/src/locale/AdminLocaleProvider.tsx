import { useMemo, type ReactNode } from 'react';
import { DEFAULT_DATE_LOCALE, formatNumber } from '../format/number';
import { LocaleContext, type AdminLocaleContextValue } from './context';
import type { AdminMessages } from './messages';

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
 * import { AdminLocaleProvider } from '@admin-console/admin-ui';
 * import { arMessages } from '@admin-console/admin-ui/locale/ar';
 * <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>…</AdminLocaleProvider>
 * ```
 */
export function AdminLocaleProvider({ locale = DEFAULT_DATE_LOCALE, messages, children }: AdminLocaleProviderProps) {
  const value = useMemo<AdminLocaleContextValue>(
    () => ({ locale, overrides: messages ?? {}, number: (n) => formatNumber(n, { locale }) }),
    [locale, messages],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
