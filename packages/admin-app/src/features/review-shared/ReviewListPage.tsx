import { DataTable, PageHeader, SearchInput, Select, type DataColumn, type DataTableRowLink } from '@admin-console/admin-ui';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useListParams } from '../../kernel/useListParams';
import { useRemote } from '../../kernel/useRemote';
import { KYC_STATUS_FILTERS, listQuery } from './rules';
import { withFrom } from '../../kernel/recordPath';
import type { ReviewListQuery } from './api';
import type { Page } from '../../platform/unwrap';
import { useFocusReviewedRow } from './useFocusReviewedRow';

export interface ReviewListPageProps<Row> {
  /** The page's h1 and tab title, e.g. "KYC Verification". */
  title: string;
  /** The table's accessible name, e.g. "KYC verifications". */
  caption: string;
  /** The search box's accessible name. */
  searchLabel: string;
  /** The search box's placeholder, exact. */
  searchPlaceholder: string;
  /** The empty state, exact. */
  emptyTitle: string;
  /** Shown (with Retry) when a page cannot be loaded or read. */
  errorMessage: string;
  columns: DataColumn<Row>[];
  /** The detail route of a row, e.g. (row) => `/verification/${row.id}`. */
  detailPath: (row: Row) => string | null;
  /** The Review link's accessible name, starting with "Review". */
  reviewLabel: (row: Row) => string;
  getRowId: (row: Row) => string | number;
  /** Loads one page; a newer call aborts the older one through `signal`. */
  load: (query: ReviewListQuery, signal: AbortSignal) => Promise<Page<Row>>;
}

const DEFAULTS = { status: 'all', search: '' };
const STATUS_OPTIONS = KYC_STATUS_FILTERS.map((o) => ({ value: o.value, label: o.label }));
const STATUS_VALUES = new Set<string>(STATUS_OPTIONS.map((o) => o.value));

/**
 * The review queues' shared list (KYC and KYB: docs/product.md#kyc-list, docs/product.md#kyb-list): status filter, debounced
 * search, total, table with a Review link, and paging shown when there is more than one page.
 * Filter, search and page live in the URL; the Review link carries them so the detail's
 * Back to List returns to the same place.
 */
export function ReviewListPage<Row>({
  title,
  caption,
  searchLabel,
  searchPlaceholder,
  emptyTitle,
  errorMessage,
  columns,
  detailPath,
  reviewLabel,
  getRowId,
  load,
}: ReviewListPageProps<Row>) {
  useDocumentTitle(title);
  const location = useLocation();
  const { values, page, update } = useListParams(DEFAULTS);
  const status = STATUS_VALUES.has(values.status) ? values.status : 'all';
  const search = values.search;
  const key = JSON.stringify({ status, search, page });
  const remote = useRemote(key, (signal) => load({ status, search, page }, signal));

  const data = remote.data;
  const lastPage = data?.lastPage ?? 1;
  // A page past the end (e.g. after reviews emptied it): go to the last page that exists.
  const pastTheEnd = remote.status === 'success' && data !== undefined && data.rows.length === 0 && data.total > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  useFocusReviewedRow(data?.rows, getRowId, reviewLabel);

  const from = listQuery(location.search);
  const rowLink = useMemo<DataTableRowLink<Row>>(
    () => ({
      to: (row) => withFrom(detailPath(row), from),
      text: 'Review',
      ariaLabel: reviewLabel,
      header: 'Review',
    }),
    [from, detailPath, reviewLabel],
  );

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        caption={caption}
        hideCaption
        columns={columns}
        rows={data?.rows ?? []}
        getRowId={getRowId}
        loading={remote.status === 'loading'}
        error={remote.status === 'error' ? errorMessage : null}
        onRetry={remote.reload}
        empty={{ title: emptyTitle }}
        page={page}
        pageCount={lastPage}
        onPageChange={(next) => update({ page: next })}
        total={data?.total ?? null}
        rowLink={rowLink}
        toolbar={
          <>
            <Select
              label="Status"
              labelPosition="start"
              options={STATUS_OPTIONS}
              value={status}
              onChange={(next) => update({ status: next })}
            />
            <SearchInput
              label={searchLabel}
              hideLabel
              placeholder={searchPlaceholder}
              value={search}
              onSearch={(term) => update({ search: term }, { replace: true })}
            />
          </>
        }
      />
    </>
  );
}
