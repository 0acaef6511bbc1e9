import { DEFAULT_DATE_LOCALE } from '@admin-console/admin-ui';
import { currentLocale, useLocale, type Locale } from './i18n';

export type ArabicDigits = 'latn' | 'arab';

/** The digits of the Arabic interface, chosen at build time (`VITE_ARABIC_DIGITS`). */
export function arabicDigits(): ArabicDigits {
  return import.meta.env.VITE_ARABIC_DIGITS === 'arab' ? 'arab' : 'latn';
}

/** The Intl locale of an interface language: 'en-GB' (day month year), 'ar-JO-u-nu-latn' (or `-nu-arab`). */
export function intlLocale(locale: Locale = currentLocale(), digits: ArabicDigits = arabicDigits()): string {
  return locale === 'ar' ? `ar-JO-u-nu-${digits}` : DEFAULT_DATE_LOCALE;
}

/** The Intl locale of the current language; the component renders again when the language changes. */
export function useIntlLocale(): string {
  return intlLocale(useLocale());
}
