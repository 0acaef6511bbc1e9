import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Table, type TableEmpty } from '../../internal/table';
import { EmptyState } from '../EmptyState';
import { Frame } from './HistoryTable.styles';
import { useAdminLocale } from '../../locale/useAdminLocale';

/** One of the history's four fixed columns: its cell content, and optionally its header. */
export interface HistoryColumn<Row> {
  /** Cell content, as DataTable's `render`, e.g. `(log) => formatDate(log.created_at)`. */
  render: (row: Row) => ReactNode;
  /** Header text. Default: the locale's ("Date", "Action", "Old Value", "New Value"). */
  title?: string;
}

/** The four fixed columns, in this order: Date, Action, Old Value, New Value. */
export interface HistoryColumns<Row> {
  date: HistoryColumn<Row>;
  action: HistoryColumn<Row>;
  oldValue: HistoryColumn<Row>;
  newValue: HistoryColumn<Row>;
}

const ORDER = ['date', 'action', 'oldValue', 'newValue'] as const;

export interface HistoryTableProps<Row> extends HTMLAttributes<HTMLDivElement> {
  /** The records, in display order (newest first is the app's job), as the app has them (e.g. its log records). */
  rows: readonly Row[];
  /**
   * A row's stable key (its record id), e.g. `(log) => log.id`. Required, as on DataTable and EditableTable: a table
   * never guesses which field is the id.
   */
  getRowId: (row: Row) => string | number;
  /** How each of the four columns shows a row (`render`), and optionally its header (`title`). Define it outside render. */
  columns: HistoryColumns<Row>;
  /** The table's caption. Default: the locale's ("Change History"). */
  caption?: string;
  /** Keep the caption for assistive technology only. Default `false`. */
  hideCaption?: boolean;
  /** Limit the table's height (e.g. '40vh'): it then scrolls inside, and the header row sticks. Default: no limit. */
  maxHeight?: number | string;
  /**
   * With no rows: this empty state (a title and an optional description), or nothing at all when left out (a record's
   * detail usually shows its history only when there is some).
   */
  empty?: TableEmpty;
  /** An action inside the empty state (shown only with `empty`). Default: none. */
  emptyAction?: ReactNode;
}

/**
 * A record's change history: Date, Action, Old Value, New Value, one row per record of the app's log. With no rows it
 * renders nothing (or the `empty` state), as the Cliq detail shows the table only when logs exist.
 *
 * ```tsx
 * const historyColumns: HistoryColumns<Log> = {
 *   date: { render: (log) => formatDate(log.created_at) },
 *   action: { render: (log) => log.action },
 *   oldValue: { render: (log) => log.old_value ?? 'N/A' },
 *   newValue: { render: (log) => log.new_value },
 * };
 * <HistoryTable rows={account.logs} getRowId={(log) => log.id} columns={historyColumns} />
 * ```
 */
export function HistoryTable<Row>(props: HistoryTableProps<Row>) {
  const m = useAdminLocale().messages;
  const { rows, getRowId, columns, caption = m.changeHistory, hideCaption = false, maxHeight, empty, emptyAction, ...rest } = props;
  const captionId = useId();
  if (rows.length === 0) {
    return empty ? <EmptyState {...rest} title={empty.title} description={empty.description} action={emptyAction} /> : null;
  }
  const titles = {
    date: m.historyDate,
    action: m.historyAction,
    oldValue: m.historyOldValue,
    newValue: m.historyNewValue,
  };
  return (
    // A focusable, named region: on narrow screens it scrolls sideways by keyboard too.
    <Frame
      {...rest}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      $maxHeight={typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight}
    >
      <Table>
        <caption id={captionId} data-hidden={hideCaption || undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {ORDER.map((key) => (
              <th key={key} scope="col">
                {columns[key].title ?? titles[key]}
              </th>
            ))}
          </tr>
        </thead>
        {/* Values are isolated with dir="auto": Arabic reads right to left, columns keep one alignment. */}
        <tbody>
          {rows.map((row) => (
            <tr key={getRowId(row)}>
              {ORDER.map((key) => (
                <td key={key}>
                  <span dir="auto">{columns[key].render(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
