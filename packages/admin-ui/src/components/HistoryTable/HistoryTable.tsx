import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Table } from '../DataTable/DataTable.styles';
import { EmptyState, type EmptyStateProps } from '../EmptyState';
import { Frame } from './HistoryTable.styles';
import { useAdminLocale } from '../../locale/useAdminLocale';

export interface HistoryEntry {
  id: string | number;
  date: ReactNode;
  action: ReactNode;
  oldValue: ReactNode;
  newValue: ReactNode;
}

export interface HistoryColumnTitles {
  date: string;
  action: string;
  oldValue: string;
  newValue: string;
}

export interface HistoryTableProps extends HTMLAttributes<HTMLDivElement> {
  /** In display order (newest first is the app's job). */
  entries: HistoryEntry[];
  /** The table's caption. Default "Change History". */
  caption?: string;
  /** Keep the caption for assistive technology only. */
  hideCaption?: boolean;
  /** Override some column titles. Default Date, Action, Old Value, New Value. */
  columnTitles?: Partial<HistoryColumnTitles>;
  /** With no entries: this empty state, or nothing at all when left out. */
  empty?: Pick<EmptyStateProps, 'title' | 'description'>;
}


/**
 * A record's change history: Date, Action, Old Value, New Value. With no entries it
 * renders nothing (or the `empty` state), as the Cliq detail shows the table only when logs exist.
 *
 * ```tsx
 * <HistoryTable entries={logs.map((l) => ({ id: l.id, date: formatDate(l.created_at), action: changeLabel(l), oldValue: …, newValue: … }))} />
 * ```
 */
export function HistoryTable(props: HistoryTableProps) {
  const m = useAdminLocale().messages;
  const {
    entries,
    caption = m.changeHistory,
    hideCaption = false,
    columnTitles,
    empty,
    ...rest
  } = props;
  const captionId = useId();
  if (entries.length === 0) {
    return empty ? <EmptyState {...rest} title={empty.title} description={empty.description} /> : null;
  }
  const titles: HistoryColumnTitles = {
    date: m.historyDate,
    action: m.historyAction,
    oldValue: m.historyOldValue,
    newValue: m.historyNewValue,
    ...columnTitles,
  };
  return (
    // A focusable, named region: on narrow screens it scrolls sideways by keyboard too.
    <Frame {...rest} role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId} data-hidden={hideCaption || undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{titles.date}</th>
            <th scope="col">{titles.action}</th>
            <th scope="col">{titles.oldValue}</th>
            <th scope="col">{titles.newValue}</th>
          </tr>
        </thead>
        {/* Values are isolated with dir="auto": Arabic reads right to left, columns keep one alignment. */}
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <span dir="auto">{entry.date}</span>
              </td>
              <td>
                <span dir="auto">{entry.action}</span>
              </td>
              <td>
                <span dir="auto">{entry.oldValue}</span>
              </td>
              <td>
                <span dir="auto">{entry.newValue}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
