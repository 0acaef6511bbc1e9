/** Numbers in the console's one format, and the locale every format uses when none is given. */

/** The locale when none is given: day month year, 24-hour. */
export const DEFAULT_DATE_LOCALE = 'en-GB';

const numberFormats = new Map<string, Intl.NumberFormat>();
/**
 * A number for people, Latin digits, grouped: "1,000,000", "12.5" (at most `maximumFractionDigits`, default 2).
 * '' when it is not a finite number.
 */
export function formatNumber(
  value: number | null | undefined,
  options: { locale?: string | readonly string[]; maximumFractionDigits?: number } = {},
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const locale = options.locale ?? DEFAULT_DATE_LOCALE;
  const digits = options.maximumFractionDigits ?? 2;
  const key = JSON.stringify([locale, digits]);
  let found = numberFormats.get(key);
  if (!found) {
    const named = [locale].flat().some((l) => l.includes('-u-') && l.includes('-nu-'));
    found = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, ...(named ? {} : { numberingSystem: 'latn' }) });
    numberFormats.set(key, found);
  }
  return found.format(value);
}
