import { CSV_MIME, readDate, toCsv, type CsvCell, type ExportProgress } from '@admin-console/admin-ui';
import { shownText } from './fields';
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadText } from '../platform/download';
import { asClause, failureText, isCancelled } from '../platform/http';
import { formatNumber } from '../platform/i18n/format';
import { MalformedResponseError, type Page } from '../platform/unwrap';
import { t } from './messages';

/**
 * Export CSV on the lists (docs/product.md#list-export): the rows of the current filter and search, every page of a
 * paged queue fetched one after another, a file named after the list and today, downloaded only when complete.
 */

/** "kyc-pending-2026-11-24.csv": the list's name and today's date (local), so exports sort by day. */
export function exportFileName(name: string, today: Date = new Date()): string {
  const day = [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  return `${name}-${day}.csv`;
}

/** Thrown when an export is cancelled: not a failure to tell about. */
class ExportCancelled extends Error {
  override readonly name = 'ExportCancelled';
}

/**
 * Every page of a paged list, fetched one after another through the area's own fetcher (page 1, then up to the last
 * page the first answer gives). `onPage` hears each page before it is asked for; `signal` aborts the running request
 * and stops the rest.
 */
export async function fetchEveryPage<Row>(
  loadPage: (page: number, signal: AbortSignal) => Promise<Page<Row>>,
  signal: AbortSignal,
  onPage: (progress: ExportProgress) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  let pageCount: number | null = null;
  for (let page = 1; pageCount === null || page <= pageCount; page++) {
    if (signal.aborted) throw new ExportCancelled();
    onPage({ page, pageCount });
    const result = await loadPage(page, signal);
    rows.push(...result.rows);
    pageCount = Math.max(1, result.lastPage);
  }
  return rows;
}

/** What an export hands back to be saved. */
export interface ExportFile {
  fileName: string;
  text: string;
  rows: number;
}

export interface ListExport {
  /** Set while a paged export runs, from its first page on (for ExportButton's `progress`). */
  progress: ExportProgress | null;
  /** Why the last export failed. */
  error: string | null;
  /** What the last export did ("Exported 42 rows."), or that it was cancelled. */
  message: string | null;
  /** Runs an export: `build` gathers the rows (reporting pages) and makes the file; it is downloaded when complete. */
  start: (build: (signal: AbortSignal, onPage: (progress: ExportProgress) => void) => Promise<ExportFile>) => void;
  /** Stops the running export: its request is aborted, no further page is asked for, nothing is downloaded. */
  cancel: () => void;
}

/** Why an export stopped, for the admin: the server's words (failureText) or what could not be read. */
function exportFailure(error: unknown, where: ExportProgress | null): string {
  const reason = asClause(error instanceof MalformedResponseError ? error.message : failureText(error, ''));
  return where && where.pageCount && where.pageCount > 1
    ? t('kernel.exportFailedAtPage', { page: formatNumber(where.page), pageCount: formatNumber(where.pageCount), reason })
    : t('kernel.exportFailed', { reason });
}

/**
 * The state of a list's Export CSV: one export at a time, its progress, Cancel (aborting the running request), and
 * the outcome. A failure says so and downloads nothing; leaving the screen cancels a running export.
 */
export function useListExport(): ListExport {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback<ListExport['start']>((build) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    let where: ExportProgress | null = null;
    const onPage = (next: ExportProgress) => {
      where = next;
      if (!controller.signal.aborted) setProgress(next);
    };
    setError(null);
    setMessage(null);
    void build(controller.signal, onPage)
      .then((file) => {
        if (controller.signal.aborted) throw new ExportCancelled();
        downloadText(file.fileName, file.text, CSV_MIME);
        setMessage(t('kernel.exported', { count: file.rows, rows: formatNumber(file.rows), fileName: file.fileName }));
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted || failure instanceof ExportCancelled || isCancelled(failure)) {
          setMessage(t('kernel.exportCancelled'));
        } else {
          setError(exportFailure(failure, where));
        }
      })
      .finally(() => {
        if (running.current === controller) running.current = null;
        setProgress(null);
      });
  }, []);

  const cancel = useCallback(() => running.current?.abort(), []);

  return { progress, error, message, start, cancel };
}

/** An export of rows already loaded whole (Fees, Discounts...): no pages to fetch. */
export const exportLoaded = (fileName: string, rows: number, text: () => string) => async (): Promise<ExportFile> => ({
  fileName,
  rows,
  text: text(),
});

/**
 * An export for analysis (docs/product.md#list-export), not a picture of the table: one field a column, never two
 * values folded into a cell; the record's id; timestamps in ISO 8601 (UTC), days as `YYYY-MM-DD`; amounts as numbers
 * (numberField), their unit in the header; enumerations in the interface language; an empty cell for a missing
 * value. Every list defines its own columns for it beside the table's (useLoadedList's, CatalogueHeader's and
 * useReviewList's `exportColumns`).
 */
export interface ExportColumn<Row> {
  /** The header, in the interface language. */
  title: string;
  value: (row: Row) => CsvCell;
}

/** Bidirectional isolates (FSI … PDI), which an Arabic message puts around its placeholders for the screen. */
const ISOLATES = /[\u2066-\u2069]/g;

/**
 * The CSV text (RFC 4180, UTF-8 with a byte order mark, CRLF lines) of `rows` under `columns`. The headers without
 * the isolates of their messages: a header is a name that formulas and scripts match, and a spreadsheet shows no
 * direction marks.
 */
export function exportCsv<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  const titles = columns.map((column) => column.title.replace(ISOLATES, ''));
  return toCsv([titles, ...rows.map((row) => columns.map((column) => column.value(row)))]);
}

/** A server timestamp as ISO 8601 in UTC ("2026-11-24T09:30:00.000Z"); empty when missing or unreadable. */
export function isoTimestamp(value: unknown): string {
  return readDate(value)?.toISOString() ?? '';
}

/** A text or number field as it is; empty when missing or of another kind (never "[object Object]"). */
export const field = (value: unknown): string => shownText(value, '');

const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * An amount as a number a spreadsheet reads ("12.50" from a decimal column: 12.5), with no thousands separator, sign
 * of percent or currency (the header says the unit); empty when missing. A text that is not a plain number ("12.5
 * JOD") is written as the server sent it: the export hides nothing the table shows.
 */
export function numberField(value: unknown): CsvCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  const text = field(value).trim();
  return PLAIN_NUMBER.test(text) ? Number(text) : text;
}

/** Several values in one cell (a discount's group ids), joined with the interface language's list separator. */
export const listField = (values: readonly (string | number)[]): string => values.join(t('kernel.listSeparator'));
