import {
  DEFAULT_DATE_LOCALE,
  formatDate as uiFormatDate,
  formatDateTime as uiFormatDateTime,
  formatFullDateTime as uiFormatFullDateTime,
  formatNumber as uiFormatNumber,
} from '@admin-console/admin-ui';
import { currentLocale, useLocale, type Locale } from './i18n';

/**
 * The app's one way to write numbers and dates: admin-ui's formats ("20 Jan 2026", "20 Jan 2026, 05:00",
 * "1,250") in the interface language's Intl locale. Latin digits in both languages by default; a build
 * with `VITE_ARABIC_DIGITS=arab` writes the Arabic interface in Arabic-Indic digits (٢٠ ٢٠٢٦).
 */

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

/** "1,250" (at most two decimals), in the interface language's digits; '' for what is not a finite number. */
export const formatNumber = (value: number | null | undefined, maximumFractionDigits?: number): string =>
  uiFormatNumber(value, { locale: intlLocale(), maximumFractionDigits });

/** "20 Jan 2026" in the interface language. */
export const formatDate = (value: unknown, timeZone?: string): string => uiFormatDate(value, { locale: intlLocale(), timeZone });

/** "20 Jan 2026, 05:00" (24-hour) in the interface language. */
export const formatDateTime = (value: unknown, timeZone?: string): string =>
  uiFormatDateTime(value, { locale: intlLocale(), timeZone });

/** The full date and time, for a tooltip, in the interface language. */
export const formatFullDateTime = (value: unknown, timeZone?: string): string =>
  uiFormatFullDateTime(value, { locale: intlLocale(), timeZone });
