import {
  formatDate as uiFormatDate,
  formatDateTime as uiFormatDateTime,
  formatFullDateTime as uiFormatFullDateTime,
  formatNumber as uiFormatNumber,
} from '@admin-console/admin-ui';
import { intlLocale } from './intlLocale';

/**
 * The app's one way to write numbers and dates: admin-ui's formats ("20 Jan 2026", "20 Jan 2026, 05:00",
 * "1,250") in the interface language's Intl locale. Latin digits in both languages by default; a build
 * with `VITE_ARABIC_DIGITS=arab` writes the Arabic interface in Arabic-Indic digits (٢٠ ٢٠٢٦).
 */

// The locale choice is a module of its own (the app's root needs it on every page; these formats it does not).
export { arabicDigits, intlLocale, useIntlLocale, type ArabicDigits } from './intlLocale';

/** "1,250" (at most two decimals), in the interface language's digits; '' for what is not a finite number. */
export const formatNumber = (value: number | null | undefined, maximumFractionDigits?: number): string =>
  uiFormatNumber(value, { locale: intlLocale(), maximumFractionDigits });

/** "20 Jan 2026" in the interface language. */
export const formatDate = (value: unknown, timeZone?: string): string => uiFormatDate(value, { locale: intlLocale(), timeZone });

/** "20 Jan 2026, 05:00" (24-hour) in the interface language. */
export const formatDateTime = (value: unknown, timeZone?: string): string => uiFormatDateTime(value, { locale: intlLocale(), timeZone });

/** The full date and time, for a tooltip, in the interface language. */
export const formatFullDateTime = (value: unknown, timeZone?: string): string =>
  uiFormatFullDateTime(value, { locale: intlLocale(), timeZone });
