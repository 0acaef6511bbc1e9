/** A period of whole days, as `YYYY-MM-DD` strings; null when not chosen. */
export interface DateRangeValue {
  start: string | null;
  end: string | null;
}

export interface DateRangeRules {
  /** Earliest allowed day, `YYYY-MM-DD` (e.g. `todayIsoDate()`). */
  min?: string;
  /** Latest allowed day, `YYYY-MM-DD`. */
  max?: string;
  /** Both days must be chosen. */
  required?: boolean;
  /** Locale of the dates quoted in messages. Default 'en-GB' ("23 Nov 2026"). */
  locale?: string | readonly string[];
  /** The texts of the messages (`AdminLocaleProvider`'s, e.g. `arMessages`). Default: English. */
  messages?: DateRangeMessages;
}

/** The texts `checkDateRange` words its messages with. */
export type DateRangeMessages = Pick<
  AdminMessages,
  | 'enterValidStartDate'
  | 'enterValidEndDate'
  | 'chooseStartDate'
  | 'chooseEndDate'
  | 'periodStartsBefore'
  | 'periodStartsAfter'
  | 'endBeforeStart'
  | 'periodEndsBefore'
  | 'periodEndsAfter'
>;

/** Which input a problem belongs to, and what to say. */
export interface DateRangeIssue {
  field: 'start' | 'end';
  message: string;
}

import { formatDate, parseIsoDate } from '../../format/format';
import { enMessages, type AdminMessages } from '../../locale/messages';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day of `date` in the user's time zone, as `YYYY-MM-DD` (not UTC: `toISOString` would shift it). */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in the user's time zone, as `YYYY-MM-DD`: the `min` of a period that cannot start in the past. */
export function todayIsoDate(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as ASCII ones; bidi marks and spaces out. */
const plainDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 15)).replace(/[\s\u061c\u200e\u200f]/g, '');

/**
 * The day a person typed, as `YYYY-MM-DD`, or null when it is not one. Day, month, year (the order of en-GB and
 * ar-JO): `5/1/2026`, `05/01/2026` (`.` or `-` between them too), in ASCII or Arabic-Indic digits (`٥/١/٢٠٢٦`); or a
 * pasted `2026-01-05`. The year has four digits; a day that does not exist (31/02/2026) is null.
 */
export function readTypedDate(text: string): string | null {
  const plain = plainDigits(text);
  const dmy = /^(\d\d?)[/.-](\d\d?)[/.-](\d{4})$/.exec(plain);
  const ymd = /^(\d{4})-(\d\d?)-(\d\d?)$/.exec(plain);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? ymd.slice(1) : [];
  const iso = y && `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  return iso && parseIsoDate(iso) ? iso : null;
}

/** A value as the day field shows it: a `YYYY-MM-DD` day (or a timestamp's day) as DD/MM/YYYY, other text as it is. */
export function showTypedDate(value: string | null): string {
  const day = value && /^(\d{4})-(\d\d)-(\d\d)/.exec(value);
  return day ? `${day[3]}/${day[2]}/${day[1]}` : (value ?? '');
}

/** A bound quoted in a message, in the console's one format ("23 Nov 2026"). */
const day = (iso: string, locale: DateRangeRules['locale']) => formatDate(iso, { locale }) || iso;

/** The first problem of a period and the input it belongs to, or null. */
export function checkDateRange(value: DateRangeValue, rules: DateRangeRules = {}): DateRangeIssue | null {
  const { start, end } = value;
  const { min, max, required, locale, messages: t = enMessages } = rules;
  const at = (field: DateRangeIssue['field'], message: string): DateRangeIssue => ({ field, message });
  if (start && !parseIsoDate(start)) return at('start', t.enterValidStartDate);
  if (end && !parseIsoDate(end)) return at('end', t.enterValidEndDate);
  if (required && !start) return at('start', t.chooseStartDate);
  if (required && !end) return at('end', t.chooseEndDate);
  // YYYY-MM-DD strings compare like the days they name.
  if (start && min && start < min) return at('start', t.periodStartsBefore(day(min, locale)));
  if (start && max && start > max) return at('start', t.periodStartsAfter(day(max, locale)));
  if (start && end && end < start) return at('end', t.endBeforeStart);
  if (end && min && end < min) return at('end', t.periodEndsBefore(day(min, locale)));
  if (end && max && end > max) return at('end', t.periodEndsAfter(day(max, locale)));
  return null;
}

/**
 * What is wrong with a period, as the message to show, or null when it is fine. Pure: forms
 * call it on submit with the same rules they give the picker.
 *
 * ```ts
 * validateDateRange({ start: '2026-01-02', end: '2026-01-01' }, { min: todayIsoDate() })
 * // "The end date must be on or after the start date"
 * ```
 */
export function validateDateRange(value: DateRangeValue, rules: DateRangeRules = {}): string | null {
  return checkDateRange(value, rules)?.message ?? null;
}
