import {
  DataTable,
  dataTableCsv,
  ExportButton,
  PageHeader,
  SearchInput,
  Select,
  type DataColumn,
  type DataTableRowLink,
} from '@admin-console/admin-ui';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useListParams } from '../../kernel/useListParams';
import { exportFileName, fetchEveryPage, useListExport } from '../../kernel/listExport';
import { usePrefetch, useRemote, type RemoteQuery } from '../../kernel/useRemote';
import type { RemoteKey } from '../../kernel/remoteCache';
import { KYC_STATUS_FILTERS, listQuery } from './rules';
import { withFrom } from '../../kernel/recordPath';
import { reviewListQueryFrom, type ReviewListQuery } from './api';
import type { Page } from '../../platform/unwrap';
import { useFocusReviewedRow } from './useFocusReviewedRow';
import { useT } from './messages';

export interface ReviewListPageProps<Row> {
  /** The page's h1 and tab title, e.g. "KYC verification". */
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
  /** The export's file name before the status and date, e.g. "kyc" (kyc-pending-2026-11-24.csv). */
  exportName: string;
  /** The page's key in the data cache, e.g. kycKeys.list. */
  listKey: (query: ReviewListQuery) => RemoteKey;
  /** The record a row's Review link opens, as its page loads it (prefetched when the link is hovered or focused); null: none. */
  recordQuery: (row: Row) => RemoteQuery<unknown> | null;
}

const DEFAULTS = { status: 'all', search: '' };

/**
 * The review queues' shared list (KYC and KYB: docs/product.md#kyc-list, docs/product.md#kyb-list): status filter, debounced
 * search, total, table with a Review link, and paging shown when there is more than one page.
 * Filter, search and page live in the URL; the Review link carries them so the detail's
 * back link returns to the same place. Each page is cached (Back from a review shows its rows at
 * once and refreshes them behind), refreshed when the window regains focus, and a Review link hovered
 * or focused loads its record ahead.
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
  exportName,
  listKey,
  recordQuery,
}: ReviewListPageProps<Row>) {
  useDocumentTitle(title);
  const t = useT();
  const location = useLocation();
  const { values, page, update } = useListParams(DEFAULTS);
  // Built as a review's next / previous case builds it (reviewListQueryFrom), so both read the same cached page.
  const query = reviewListQueryFrom(new URLSearchParams({ status: values.status, search: values.search }), page);
  const { status, search } = query;
  // A review queue: refreshed when the window regains focus (other reviewers decide meanwhile).
  const remote = useRemote(listKey(query), (signal) => load(query, signal), { refreshOnFocus: true });
  const prefetch = usePrefetch();

  const data = remote.data;
  const lastPage = data?.lastPage ?? 1;
  // A page past the end (e.g. after reviews emptied it): go to the last page that exists.
  const pastTheEnd = remote.status === 'success' && data !== undefined && data.rows.length === 0 && data.total > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  // Export CSV: every page of the current filter and search, one after another (docs/product.md#list-export).
  const listExport = useListExport();
  const startExport = () =>
    listExport.start(async (signal, onPage) => {
      const rows = await fetchEveryPage((n, pageSignal) => load({ status, search, page: n }, pageSignal), signal, onPage);
      return { fileName: exportFileName(`${exportName}-${status}`), text: dataTableCsv(columns, rows), rows: rows.length };
    });

  // Only the rows as they are now: not the cached page kept from before a decision while it is refreshed.
  useFocusReviewedRow(remote.status === 'success' && !remote.refreshing ? data?.rows : undefined, getRowId, reviewLabel);

  const from = listQuery(location.search);
  const reviewWord = t('review-shared.review');
  const rowLink = useMemo<DataTableRowLink<Row>>(
    () => ({
      to: (row) => withFrom(detailPath(row), from),
      text: reviewWord,
      ariaLabel: reviewLabel,
      header: reviewWord,
      onIntent: (row) => prefetch(recordQuery(row)),
    }),
    [from, detailPath, reviewLabel, prefetch, recordQuery, reviewWord],
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
        errorTitle={t('review-shared.errorTitle')}
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
              label={t('review-shared.statusLabel')}
              labelPosition="start"
              options={KYC_STATUS_FILTERS.map((o) => ({ value: o.value, label: o.label() }))}
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
            <ExportButton
              onExport={startExport}
              onCancel={listExport.cancel}
              progress={listExport.progress}
              error={listExport.error}
              message={listExport.message}
              disabled={!data || data.total === 0}
            />
          </>
        }
      />
    </>
  );
}
