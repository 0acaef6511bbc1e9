import { DateText, formatAge, readDate, StatusBadge, type DataColumn } from '@admin-console/admin-ui';
import { type ComponentProps, type ReactNode } from 'react';
import { reviewAgeLimitDays } from '../../platform/config';
import { useT } from './messages';
import { Hidden, Overdue, Whole } from './Review.styles';

import { shownText } from '../../kernel/fields';
import { currentLocale, type Locale } from '../../platform/i18n/i18n';
import { t } from './messages';
import { field, isoTimestamp, type ExportColumn } from '../../kernel/listExport';

export { inLanguage } from '../../platform/i18n/inLanguage';

/** Shown in a queue cell that has no date (missing or unreadable), as the review tables show a missing value: "N/A". */
export const noDate = (): string => t('review-shared.noDate');

/**
 * A date column of a review queue: the day ("20 Jan 2026"), the whole timestamp on hover, on one line.
 * N/A when the server sent none or one that cannot be read.
 */
export function dateColumn<Row>(key: string, title: string, value: (row: Row) => unknown): DataColumn<Row> {
  return { key, title, nowrap: true, render: (row) => <DateText value={value(row)} placeholder={noDate()} /> };
}

/** The Status column of a review queue: the row's status as a badge, its tone and words from `status`. */
export function statusColumn<Row>(
  status: (row: Row) => { tone: ComponentProps<typeof StatusBadge>['tone']; label: string },
): DataColumn<Row> {
  return {
    key: 'status',
    title: t('review-shared.statusLabel'),
    nowrap: true,
    render: (row) => {
      const { tone, label } = status(row);
      return <StatusBadge tone={tone}>{label}</StatusBadge>;
    },
  };
}

/**
 * "Waiting": how long a pending case has waited ("22 d", "5 h", "12 min"), counted from `since` (its last
 * change) to now; a case that is not pending, or has no readable date, shows "—". A case waiting longer
 * than `limitDays` (the build setting VITE_REVIEW_AGE_LIMIT_DAYS, 2 by default) is highlighted.
 */
export function waitingColumn<Row>(
  isPending: (row: Row) => boolean,
  since: (row: Row) => unknown,
  limitDays: number = reviewAgeLimitDays,
): DataColumn<Row> {
  return {
    key: 'waiting',
    title: t('review-shared.waiting'),
    nowrap: true,
    align: 'end',
    render: (row) => (isPending(row) ? <WaitingCell since={since(row)} limitDays={limitDays} /> : '—'),
    // Export CSV: the age as shown ("22 d").
    text: (row) => (isPending(row) ? formatAge(since(row)) : '—'),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when `since` (a date) lies more than `limitDays` days before `now`. */
export function waitedTooLong(since: unknown, limitDays: number, now: Date = new Date()): boolean {
  const date = readDate(since);
  return date !== null && now.getTime() - date.getTime() > limitDays * DAY_MS;
}

/**
 * The age of a pending case; past the limit it is marked by an icon and bold text as well as colour,
 * and screen readers hear "Waiting longer than 2 days" (also the tooltip).
 */
function WaitingCell({ since, limitDays }: { since: unknown; limitDays: number }) {
  const t = useT();
  const age = <DateText value={since} show="age" />;
  if (!waitedTooLong(since, limitDays)) return age;
  const said = t('review-shared.waitingOver', { days: limitDays });
  return (
    <Overdue title={said} data-overdue="">
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      {age}
      <Hidden>, {said}</Hidden>
    </Overdue>
  );
}

/** The first of `values` that reads as a date (e.g. updated_at, else created_at). */
export const firstDate = (...values: unknown[]): unknown => values.find((value) => readDate(value) !== null);

/**
 * A data value that reads left to right (an email, a phone number, an ID), isolated so that inside an
 * Arabic page "+962 79 123 4567" keeps its order; '' when there is none (the grid then shows its empty text).
 */
export function ltrValue(value: unknown): ReactNode {
  const text = shownText(value, '');
  return text === '' ? '' : <span dir="ltr">{text}</span>;
}

/** ltrValue, never cut: in a `CellStack truncate` a phone number stays whole while the email above it gives way. */
export function wholeLtrValue(value: unknown): ReactNode {
  const shown = ltrValue(value);
  return shown === '' ? '' : <Whole>{shown}</Whole>;
}

/** The texts an InfoGrid of a review screen is given: its empty value ("N/A") and its view switch. */
export const infoGridTexts = () => ({
  emptyText: t('review-shared.noDate'),
  gridLabel: t('review-shared.gridView'),
  tableLabel: t('review-shared.tableView'),
});

/**
 * `build` made once per interface language: e.g. a table's columns, whose titles are words of the language,
 * the same array while the language stays (a table can keep its memos) and a new one when it changes.
 * The component calling it must render again on a change of language (useT or useLocale).
 */
export function perLanguage<T>(build: () => T): () => T {
  let made: { locale: Locale; value: T } | null = null;
  return () => {
    const locale = currentLocale();
    if (made?.locale !== locale) made = { locale, value: build() };
    return made.value;
  };
}

/** The columns every review queue's export has: the record's id first, its status, and when it last changed. */
export function idExport<Row extends { id?: unknown }>(): ExportColumn<Row> {
  return { title: t('review-shared.exportId'), value: (row) => field(row.id) };
}

/** The status in the interface language, as the list's badge says it. */
export function statusExport<Row>(label: (row: Row) => string): ExportColumn<Row> {
  return { title: t('review-shared.statusLabel'), value: label };
}

/** A timestamp in ISO 8601 (UTC), empty when missing. */
export function timestampExport<Row>(title: string, value: (row: Row) => unknown): ExportColumn<Row> {
  return { title, value: (row) => isoTimestamp(value(row)) };
}

/** A text field, each in its own column (a contact's email and mobile apart). */
export function textExport<Row>(title: string, value: (row: Row) => unknown): ExportColumn<Row> {
  return { title, value: (row) => field(value(row)) };
}
