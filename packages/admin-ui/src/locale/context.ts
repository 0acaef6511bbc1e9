import { createContext, useContext, useMemo } from 'react';
import { DEFAULT_DATE_LOCALE } from '../format/number';
import type { AdminMessages } from './messages';

/**
 * What `AdminLocaleProvider` gives: its locale, the texts it was given (only those: each component keeps its own
 * English defaults, so a page carries the texts of the components it renders, not every component's) and the
 * number format.
 */
export interface AdminLocaleContextValue {
  locale: string;
  overrides: Partial<AdminMessages>;
  number: (value: number) => string;
}

// Outside any provider numbers keep their plain digits ("3000"), as before the provider existed; under one
// they are grouped in its locale ("3,000").
export const LocaleContext = createContext<AdminLocaleContextValue>({
  locale: DEFAULT_DATE_LOCALE,
  overrides: {},
  number: (value) => String(value),
});

/** The component's texts: its English `defaults`, each replaced by the provider's text of that name when it has one. */
export function useAdminText<T extends Partial<AdminMessages>>(
  defaults: T,
): { locale: string; number: (value: number) => string; messages: T } {
  const context = useContext(LocaleContext);
  const messages = useMemo(() => {
    const merged = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof T & keyof AdminMessages)[]) {
      const given = context.overrides[key];
      if (given !== undefined) merged[key] = given as T[typeof key];
    }
    return merged;
  }, [context.overrides, defaults]);
  return { locale: context.locale, number: context.number, messages };
}
