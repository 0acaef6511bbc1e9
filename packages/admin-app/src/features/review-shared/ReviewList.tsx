import { DataTable, ExportButton, PageHeader, SearchInput, Select, type DataColumn, type TableSort } from '@admin-console/admin-ui';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import type { ReviewList as ReviewListState, ReviewQueueQuery } from './useReviewList';
import { useT } from './messages';

/** The queue's search box: as wide as its longest placeholder (KYB's), shrinking with the page. */
const SEARCH_WIDTH = { width: '28rem' };

export interface ReviewListProps<Row, Q extends ReviewQueueQuery> {
  /** What useReviewList gives. */
  list: ReviewListState<Row, Q>;
  columns: DataColumn<Row>[];
  getRowId: (row: Row) => string | number;
  /** The page's h1 and tab title, e.g. "KYC verification". */
  title: string;
  /** The table's accessible name, e.g. "KYC verifications". */
  caption: string;
  /** The status filter's choices, by the query's `status`. */
  statuses: readonly { value: string; label: () => string }[];
  /** The search box, for a queue the server searches (the query's `search`); none for Cliq, whose call takes none. */
  search?: { label: string; placeholder: string };
  /** The empty state, exact. */
  empty: { title: string; description?: string };
  /** Shown (with Retry) when a page cannot be loaded or read; `title` above it (default "Something went wrong", null: none). */
  failure: { message: string; title?: string | null };
  /** What the loading table says, and the shape of its placeholder rows. */
  loading?: { label?: string; rows?: number; columns?: number };
  /** Under the heading: the queue's pending and overdue counts (QueueSummary). */
  summary?: ReactNode;
  /** Above the table, beside the filters (e.g. Cliq's find in the loaded pages). */
  before?: ReactNode;
  /** The order of the page shown, for columns that sort among the loaded page (the rows given are sorted already). */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
}

/**
 * A review queue's list page: heading, status filter (and search), the table with its row links and paging, and
 * Export CSV. The logic is useReviewList's; this draws it.
 */
export function ReviewList<Row, Q extends ReviewQueueQuery & { search?: string }>({
  list,
  columns,
  getRowId,
  title,
  caption,
  statuses,
  search,
  empty,
  failure,
  loading,
  summary,
  before,
  sort,
  onSortChange,
}: ReviewListProps<Row, Q>) {
  useDocumentTitle(title);
  const t = useT();
  const { query, update, exporting } = list;
  return (
    <>
      <PageHeader title={title} description={summary} />
      {before}
      <DataTable
        caption={caption}
        hideCaption
        columns={columns}
        rows={list.rows}
        getRowId={getRowId}
        loading={list.loading}
        loadingLabel={loading?.label}
        skeletonRows={loading?.rows}
        skeletonColumns={loading?.columns}
        error={list.failed ? failure.message : null}
        errorTitle={failure.title === undefined ? t('review-shared.errorTitle') : failure.title}
        onRetry={list.reload}
        empty={empty}
        page={query.page}
        pageCount={list.lastPage}
        onPageChange={(next) => update({ page: next })}
        total={list.total}
        rowLink={list.rowLink}
        sort={sort}
        onSortChange={onSortChange}
        toolbar={
          <>
            <Select
              label={t('review-shared.statusLabel')}
              labelPosition="start"
              options={statuses.map((o) => ({ value: o.value, label: o.label() }))}
              value={query.status}
              onChange={(next) => update({ status: next })}
            />
            {search && (
              <SearchInput
                label={search.label}
                hideLabel
                placeholder={search.placeholder}
                // Wide enough for the whole placeholder ("search by company name, email, mobile, or national ID").
                style={SEARCH_WIDTH}
                value={query.search ?? ''}
                onSearch={(term) => update({ search: term }, { replace: true })}
              />
            )}
            <ExportButton
              onExport={list.startExport}
              onCancel={exporting.cancel}
              progress={exporting.progress}
              error={exporting.error}
              message={exporting.message}
              disabled={list.nothingToExport}
            />
          </>
        }
      />
    </>
  );
}
