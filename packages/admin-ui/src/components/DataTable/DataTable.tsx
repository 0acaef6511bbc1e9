import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useAdminLocale } from '../../locale/useAdminLocale';
import { nodeText } from '../../internal/csv';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import type { LinkComponent } from '../LinkProvider';
import { SkeletonTable } from '../Skeleton';
import { ariaSortOf, SortHeader, Table, TableFrame, type TableEmpty, type TableSort } from '../../internal/table';
import { Pagination } from '../Pagination';
import { Root, Row as StyledRow, RowLink, Toolbar, ToolbarStart, Total } from './DataTable.styles';
import type { DataColumn, DataTableRowLink } from './types';
import { useThemeProviderCheck } from '../../theme/themeContext';

export interface DataTableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The columns, in order: a title, how to render each cell, and optionally sorting and CSV export. */
  columns: readonly DataColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /**
   * A row's stable key (its record id), e.g. `(row) => row.id`: keys the rows, so focus and selection stay on the
   * right row across reloads. Required, as on EditableTable and HistoryTable: a table never guesses which field is the id.
   */
  getRowId: (row: Row) => string | number;
  /** The table's accessible name (its `<caption>`), e.g. "Cliq accounts". */
  caption: string;
  /** Keep the caption for assistive technology only (the page title usually says it). */
  hideCaption?: boolean;
  /** A request is in flight. With no rows: a skeleton. With rows: they stay, dimmed, and the region is aria-busy. */
  loading?: boolean;
  /** The load failed: shows this message exactly, with Retry when `onRetry` is given. */
  error?: string | null;
  /** Loads again after a failure; shows a Retry button in the error state. */
  onRetry?: () => void;
  /** Title above the error message. Default "Something went wrong"; `null` for none. */
  errorTitle?: ReactNode;
  /** Shown when not loading and there are no rows: a title and an optional description. Default: the locale's title ("No results"), no description. */
  empty?: TableEmpty;
  /** An action inside the empty state, e.g. a "Clear filters" button. */
  emptyAction?: ReactNode;
  /** Current page, 1-based. Default 1: a table whose rows are all there leaves paging out. */
  page?: number;
  /** Number of pages (as Pagination's `pageCount`). Paging shows only when it is more than 1. Default 1. */
  pageCount?: number;
  /** Called with the 1-based page the user chose in the pager (shown only with a `pageCount` over 1). */
  onPageChange?: (page: number) => void;
  /**
   * Total number of records: renders "Total: N" when not loading. While loading it is hidden visually; its live
   * region keeps the last known total, so a page turn does not re-announce it.
   */
  total?: number | null;
  /** Label of the total. Default: the locale's ("Total"). */
  totalLabel?: string;
  /** Adds a link cell per row, e.g. "View" to /cliq/{id}. */
  rowLink?: DataTableRowLink<Row>;
  /** How links render (e.g. react-router's Link). Default: the LinkProvider's, else a plain anchor. */
  linkComponent?: LinkComponent;
  /** Filters and search shown above the table (left, with the total on the right). */
  toolbar?: ReactNode;
  /** Skeleton rows while loading with no rows. Default 5. */
  skeletonRows?: number;
  /** Skeleton columns. Default: the number of columns (plus the link column). */
  skeletonColumns?: number;
  /** Visually hidden text announced while the skeleton shows. Default: the locale's ("Loading…"). */
  loadingLabel?: string;
  /** Limit the table's height (e.g. '70vh'): it then scrolls inside, and the header row sticks. */
  maxHeight?: number | string;
  /** The sorted column (controlled): its `<th>` gets `aria-sort`. The table does not reorder `rows`: sort them with `sortRows`. */
  sort?: TableSort | null;
  /**
   * Makes the headers of `sortable` columns buttons: a click asks for that column ascending, a second click
   * descending. The sorted column's `<th>` carries `aria-sort`.
   */
  onSortChange?: (sort: TableSort) => void;
}

function cellText(value: unknown): ReactNode {
  if (value == null || typeof value === 'boolean') return value == null ? '' : String(value);
  if (typeof value === 'string' || typeof value === 'number') return value;
  return String(value);
}

/**
 * A server-paginated list: caption, optional toolbar and total, the table, and paging.
 * It owns the list states: skeleton while loading with no rows, rows kept (dimmed, aria-busy)
 * while the next page loads, an error with Retry, an empty state. After a successful Retry,
 * focus moves to the table so keyboard users are not dropped to the top of the page.
 *
 * ```tsx
 * <DataTable
 *   caption="Cliq accounts" hideCaption
 *   columns={columns} rows={rows} getRowId={(r) => r.id}
 *   loading={isLoading} error={error && 'Failed to load cliq accounts. Please try again.'} onRetry={refetch}
 *   empty={{ title: 'No Cliq Accounts Found', description: 'There are no cliq accounts to display at the moment.' }}
 *   page={page} pageCount={lastPage} onPageChange={setPage} total={total}
 *   rowLink={{ to: (r) => `/cliq/${r.id}`, text: 'View' }}
 *   toolbar={<Select label="Status" … />}
 * />
 * ```
 * Define `columns` and `rowLink` outside the component (or memoize them): the body is memoized on them.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  hideCaption = false,
  loading = false,
  error,
  onRetry,
  errorTitle,
  empty,
  emptyAction,
  page = 1,
  pageCount,
  onPageChange,
  total,
  totalLabel,
  rowLink,
  linkComponent,
  toolbar,
  skeletonRows = 5,
  skeletonColumns,
  loadingLabel,
  maxHeight,
  sort,
  onSortChange,
  ...rest
}: DataTableProps<Row>) {
  useThemeProviderCheck('DataTable');
  const { messages, number } = useAdminLocale();
  const captionId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const retriedRef = useRef(false);
  const hasError = Boolean(error);
  const pages = pageCount ?? 1;

  const handleRetry = useCallback(() => {
    retriedRef.current = true;
    onRetry?.();
  }, [onRetry]);

  // The Retry button disappears with the error: if it had focus, put focus on the result instead.
  useLayoutEffect(() => {
    if (hasError || !retriedRef.current) return;
    retriedRef.current = false;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    if (frameRef.current) {
      frameRef.current.focus();
    } else if (rootRef.current) {
      // No table (e.g. now empty): focus the list itself, made focusable only for this moment.
      const root = rootRef.current;
      root.tabIndex = -1;
      root.addEventListener('blur', () => root.removeAttribute('tabindex'), { once: true });
      root.focus();
    }
  }, [hasError]);

  const body = useMemo(() => {
    const onIntent = rowLink?.onIntent;
    const linkCell = (row: Row, to: string | null, text: string, label: string | undefined) =>
      to === null ? (
        <span title={messages.noPageToOpen}>—</span>
      ) : (
        <RowLink
          linkComponent={linkComponent}
          to={to}
          aria-label={label}
          onPointerEnter={onIntent && (() => onIntent(row))}
          onFocus={onIntent && (() => onIntent(row))}
        >
          {text}
        </RowLink>
      );
    return rows.map((row) => {
      const text = rowLink ? (typeof rowLink.text === 'function' ? rowLink.text(row) : rowLink.text) : '';
      return (
        <StyledRow key={getRowId(row)}>
          {columns.map((column) => {
            const content = column.render ? column.render(row) : cellText((row as Record<string, unknown>)[column.key]);
            return (
              <td
                key={column.key}
                dir={column.dir}
                data-align={column.align}
                data-nowrap={column.nowrap || undefined}
                data-truncate={column.truncate || undefined}
              >
                {/* Isolated: Arabic reads right to left while the column keeps one alignment. */}
                <span
                  dir={column.dir ? undefined : 'auto'}
                  lang={typeof column.lang === 'function' ? column.lang(row) : column.lang}
                  title={column.truncate ? (column.text?.(row) ?? nodeText(content)) : undefined}
                >
                  {content}
                </span>
              </td>
            );
          })}
          {rowLink && <td>{linkCell(row, rowLink.to(row), text, rowLink.ariaLabel?.(row))}</td>}
        </StyledRow>
      );
    });
  }, [rows, columns, rowLink, getRowId, linkComponent, messages]);

  const hasWidths = columns.some((c) => c.width != null);
  let content: ReactNode;
  if (hasError) {
    content = (
      <ErrorState
        title={errorTitle === undefined ? messages.somethingWentWrong : errorTitle}
        message={error}
        onRetry={onRetry ? handleRetry : undefined}
        retrying={loading}
      />
    );
  } else if (loading && rows.length === 0) {
    content = (
      <SkeletonTable
        rows={skeletonRows}
        columns={skeletonColumns ?? columns.length + (rowLink ? 1 : 0)}
        label={loadingLabel ?? messages.loading}
      />
    );
  } else if (rows.length === 0) {
    content = <EmptyState title={empty?.title ?? messages.noResults} description={empty?.description} action={emptyAction} />;
  } else {
    content = (
      <TableFrame
        ref={frameRef}
        role="region"
        aria-labelledby={captionId}
        // Focusable so keyboard users can scroll it when it overflows on narrow screens.
        tabIndex={0}
        $maxHeight={typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight}
      >
        <Table>
          <caption id={captionId} dir="auto" data-hidden={hideCaption || undefined}>
            {caption}
          </caption>
          {hasWidths && (
            <colgroup>
              {columns.map((c) => (
                <col key={c.key} style={c.width != null ? { width: c.width } : undefined} />
              ))}
              {rowLink && <col />}
            </colgroup>
          )}
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th
                  key={c.key}
                  scope="col"
                  data-align={c.align}
                  aria-sort={ariaSortOf(c.key, sort)}
                  title={c.description}
                  aria-describedby={c.description ? `${captionId}-d${i}` : undefined}
                >
                  {c.sortable && onSortChange ? (
                    <SortHeader columnKey={c.key} title={c.title} sort={sort} onSortChange={onSortChange} />
                  ) : (
                    c.title
                  )}
                </th>
              ))}
              {rowLink && <th scope="col">{rowLink.header ?? messages.actions}</th>}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </Table>
        {columns.some((c) => c.description) && (
          // The columns' descriptions, read with their headers (aria-describedby reads hidden text).
          <div hidden>
            {columns.map((c, i) =>
              c.description ? (
                <span key={c.key} id={`${captionId}-d${i}`}>
                  {c.description}
                </span>
              ) : null,
            )}
          </div>
        )}
      </TableFrame>
    );
  }

  // The Total is a live region. While a page loads it is hidden from sight ("Total: N" only when not loading) but its
  // text stays the last settled number: a live region speaks when its text changes, so emptying and refilling it
  // would re-announce the same "Total: N" on every page turn; this way it speaks only when the number changes.
  const [settledTotal, setSettledTotal] = useState(loading ? null : total);
  if (!loading && !hasError && total !== settledTotal) setSettledTotal(total);
  const shownTotal = hasError ? null : loading ? settledTotal : total;
  const showTotal = shownTotal != null;
  return (
    <Root {...rest} ref={rootRef} aria-busy={loading || undefined}>
      {(toolbar != null || total !== undefined) && (
        <Toolbar>
          {toolbar != null && <ToolbarStart>{toolbar}</ToolbarStart>}
          {/* Always present so a new total (after a filter or search) is announced politely. */}
          <Total role="status" data-loading={loading || undefined}>
            {showTotal ? `${totalLabel ?? messages.total}: ${number(shownTotal)}` : ''}
          </Total>
        </Toolbar>
      )}
      {content}
      {onPageChange && <Pagination page={page} pageCount={pages} onPageChange={onPageChange} />}
    </Root>
  );
}
