import { useContext, useMemo } from 'react';
import { LocaleContext } from './context';
import { enMessages, type AdminMessages } from './messages';

export interface AdminLocale {
  /** BCP 47 locale for numbers and dates, e.g. 'ar-JO-u-nu-latn'. */
  locale: string;
  messages: AdminMessages;
  /** A number in the locale, Latin digits unless the locale names others: "1,250". */
  number: (value: number) => string;
}

/** The provider's locale and texts, every one of them (English outside any provider). */
export function useAdminLocale(): AdminLocale {
  const { locale, overrides, number } = useContext(LocaleContext);
  return useMemo(() => {
    const messages = { ...enMessages };
    for (const key of Object.keys(overrides) as (keyof AdminMessages)[]) {
      if (overrides[key] !== undefined) (messages as Record<string, unknown>)[key] = overrides[key];
    }
    return { locale, messages, number };
  }, [locale, overrides, number]);
}
