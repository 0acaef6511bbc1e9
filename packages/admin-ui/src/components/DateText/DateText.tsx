import { useSyncExternalStore, type HTMLAttributes, type ReactNode } from 'react';
import styled from '../../utils/styled';
import { nodeText } from '../../internal/csv';
import { useAdminLocale, type AdminLocale } from '../../locale/useAdminLocale';
import type { AdminMessages } from '../../locale/messages';
import { formatAge, formatDate, formatDateTime, formatFullDateTime, machineDate, type DateFormatOptions } from '../../format/format';

export interface DateTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'>, DateFormatOptions {
  /** A server date: `YYYY-MM-DD`, an ISO 8601 timestamp, a `Date` or ms. Anything else shows `placeholder`. */
  value: unknown;
  /** 'date' "20 Jan 2026" (default), 'dateTime' "20 Jan 2026, 05:00", 'age' how long ago ("22 d", "5 h", "12 min"). */
  show?: 'date' | 'dateTime' | 'age';
  /** "Now" for `show="age"`. Default: the current time. */
  now?: Date;
  /** Shown when `value` is missing or not a date. Default "—". */
  placeholder?: ReactNode;
}

/** On one line: a date never breaks inside a month's name ("26 كانون الأول / 2026") in a narrow cell. */
const Time = styled.time`
  white-space: nowrap;
`;

const subscribeToNothing = () => () => undefined;
/**
 * The zone a DateText without `timeZone` writes in: the reader's (undefined) in the browser, UTC while rendered on a
 * server and hydrated (the same text on both sides, no mismatch), then the reader's once hydrated.
 */
const useReaderZone = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => undefined,
    () => 'UTC',
  );

/** The language a DateText writes in when its props do not say: an `AdminLocaleProvider`'s. */
type DateTextLanguage = Pick<AdminLocale, 'locale'> & { messages?: Pick<AdminMessages, 'age'> };

/** The text a DateText shows for `value` ('' when it is not a date). */
function shownDate({ value, show = 'date', now, locale, timeZone }: DateTextProps, language?: DateTextLanguage): string {
  const options = { locale: locale ?? language?.locale, timeZone };
  if (show === 'age') return formatAge(value, now, { messages: language?.messages, locale: options.locale });
  return show === 'dateTime' ? formatDateTime(value, options) : formatDate(value, options);
}

/**
 * A date in the console's one format, as `<time dateTime=… title="full timestamp">`: the compact text
 * in the cell, on one line (`white-space: nowrap`), the whole timestamp on hover. A missing or unreadable date shows
 * the placeholder, never "Invalid Date". In the reader's time zone, or `timeZone`'s ("Asia/Amman"); rendered on a
 * server without one, it writes UTC and turns to the reader's zone once hydrated.
 *
 * ```tsx
 * <DateText value={user.updated_at} />                  // 20 Jan 2026
 * <DateText value={account.created_at} show="dateTime" /> // 20 Jan 2026, 05:00
 * <DateText value={request.updated_at} show="age" />      // 22 d
 * ```
 */
export function DateText({ value, show = 'date', now, placeholder = '—', locale, timeZone: given, ...rest }: DateTextProps) {
  const language = useAdminLocale();
  const readerZone = useReaderZone();
  const timeZone = given ?? readerZone;
  const options = { locale: locale ?? language.locale, timeZone };
  const text = shownDate({ value, show, now, locale, timeZone }, language);
  if (!text) return <>{placeholder}</>;
  return (
    <Time {...rest} dateTime={machineDate(value)} title={formatFullDateTime(value, options)}>
      {text}
    </Time>
  );
}

/**
 * In an export: the text the cell shows (the placeholder's text when the date is missing). A static
 * cannot read the provider: pass its language (`useAdminLocale()`) to write the export in it; default English.
 */
DateText.exportText = (props: DateTextProps, language?: DateTextLanguage): string =>
  shownDate(props, language) || nodeText(props.placeholder ?? '—');
