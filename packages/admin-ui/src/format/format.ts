/**
 * The console's one format for dates and numbers: "20 Jan 2026" and "20 Jan 2026, 05:00" (24-hour, day month year in
 * every language), Latin digits, in the browser's time zone. The locale is a parameter (an Arabic
 * interface passes e.g. 'ar-JO-u-nu-latn'); the default reads like British English, whatever the
 * browser's own locale, so a date never changes order from one machine to the next.
 */

import type { AdminMessages } from '../locale/messages';
import { DEFAULT_DATE_LOCALE, formatNumber } from './number';

// In a module of their own, so an app's first page can write a number without carrying the date formats.
export { DEFAULT_DATE_LOCALE, formatNumber };

export interface DateFormatOptions {
  /** BCP 47 locale(s). Default 'en-GB'. Digits stay Latin unless the locale asks otherwise with `-u-nu-`. */
  locale?: string | readonly string[];
  /** IANA time zone. Default: the browser's. */
  timeZone?: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a `YYYY-MM-DD` day, or null when it is not a real day (2025-02-30). */
export function parseIsoDate(iso: string): Date | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  date.setFullYear(y); // years 0-99 would otherwise mean 1900-1999
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

/**
 * A date from what a server or an input holds: a `Date`, a time in ms, a `YYYY-MM-DD` day (its local
 * midnight) or an ISO 8601 timestamp. Null for anything else (missing, blank, unreadable, not a date).
 */
export function readDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) && !Number.isNaN(new Date(value).getTime()) ? new Date(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (ISO_DAY.test(text)) return parseIsoDate(text);
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Test support (not exported by the package): a formatter without `timeZone` keeps the zone it was made in. */
export const forgetDateFormats = (): void => formatters.clear();
function formatter(kind: 'date' | 'dateTime' | 'full' | 'fullDay', { locale, timeZone }: DateFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([kind, locale ?? DEFAULT_DATE_LOCALE, timeZone ?? '']);
  let found = formatters.get(key);
  if (!found) {
    const day: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
    const shapes: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      date: day,
      dateTime: { ...day, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
      full: { dateStyle: 'full', timeStyle: 'long', hourCycle: 'h23' },
      fullDay: { dateStyle: 'full' },
    };
    // Latin digits unless the locale itself names a numbering system.
    const locales = locale ?? DEFAULT_DATE_LOCALE;
    const named = [locales].flat().some((l) => l.includes('-u-') && l.includes('-nu-'));
    found = new Intl.DateTimeFormat(locales, { ...shapes[kind], ...(named ? {} : { numberingSystem: 'latn' }), timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** "20 Jan 2026"; '' when the value is not a date (the caller shows its empty placeholder). */
export function formatDate(value: unknown, options: DateFormatOptions = {}): string {
  const date = readDate(value);
  return date ? threeLetterMonth(formatter('date', options), date) : '';
}

/**
 * The short month as three letters in English: recent ICU data writes September "Sept" in en-GB, which
 * breaks the column of "Jan", "Feb"... ; other languages keep their own abbreviations.
 */
function threeLetterMonth(format: Intl.DateTimeFormat, date: Date): string {
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'month' && part.value === 'Sept' ? 'Sep' : part.value))
    .join('');
}

/** "20 Jan 2026, 05:00" (24-hour); a `YYYY-MM-DD` day has no time, so it reads as formatDate. '' when not a date. */
export function formatDateTime(value: unknown, options: DateFormatOptions = {}): string {
  const date = readDate(value);
  if (!date) return '';
  return threeLetterMonth(formatter(isDayOnly(value) ? 'date' : 'dateTime', options), date);
}

/** The whole timestamp, for a tooltip: "Tuesday, 20 January 2026 at 05:00:00 GMT+3" (a day alone: its full date). */
export function formatFullDateTime(value: unknown, options: DateFormatOptions = {}): string {
  const date = readDate(value);
  if (!date) return '';
  return formatter(isDayOnly(value) ? 'fullDay' : 'full', options).format(date);
}

export interface AgeFormatOptions {
  /** The words of the units, e.g. `arMessages` ("3 أيام"). Default: English "3 d". */
  messages?: Pick<AdminMessages, 'age'>;
  /** The locale of the number. Default: plain digits. */
  locale?: string | readonly string[];
}

/**
 * How long ago `value` was, compactly: "12 min", "5 h", "22 d" (under an hour in minutes, under a day in
 * hours, then days; always rounded down, and a time ahead of `now` reads "0 min"). '' when not a date.
 * The units come from `options.messages` (Arabic: "12 دقيقة", "5 ساعات", "3 أيام").
 */
export function formatAge(value: unknown, now: Date = new Date(), options: AgeFormatOptions = {}): string {
  const date = readDate(value);
  if (!date) return '';
  const say = (count: number, unit: 'minutes' | 'hours' | 'days') => {
    const shown = options.locale ? formatNumber(count, { locale: options.locale }) : String(count);
    return options.messages ? options.messages.age(count, shown, unit) : `${shown} ${ENGLISH_UNITS[unit]}`;
  };
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 60) return say(minutes, 'minutes');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return say(hours, 'hours');
  return say(Math.floor(hours / 24), 'days');
}
const ENGLISH_UNITS = { minutes: 'min', hours: 'h', days: 'd' } as const;

/** The value `<time dateTime>` takes: the day as sent for a `YYYY-MM-DD` day, else the ISO timestamp. '' when not a date. */
export function machineDate(value: unknown): string {
  const date = readDate(value);
  if (!date) return '';
  return isDayOnly(value) ? (value as string).trim() : date.toISOString();
}

const isDayOnly = (value: unknown) => typeof value === 'string' && ISO_DAY.test(value.trim());
