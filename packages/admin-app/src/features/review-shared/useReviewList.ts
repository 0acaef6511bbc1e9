import type { DataTableRowLink } from '@admin-console/admin-ui';
import { exportCsv, type ExportColumn } from '../../kernel/listExport';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { exportFileName, fetchEveryPage, useListExport, type ListExport } from '../../kernel/listExport';
import { withFrom } from '../../kernel/recordPath';
import type { RemoteKey } from '../../kernel/remoteCache';
import { useListParams } from '../../kernel/useListParams';
import { keepPreviousData } from '@tanstack/react-query';
import { usePrefetch, useRemoteQuery, type RemoteQuery } from '../../kernel/useRemote';
import type { Page } from '../../platform/unwrap';
import { listQuery } from './rules';
import { useFocusReviewedRow } from './useFocusReviewedRow';

/** The list call's query: the page and the status filter, and whatever else the queue filters by (a search). */
export interface ReviewQueueQuery {
  page: number;
  status: string;
}

export interface ReviewListOptions<Row, Q extends ReviewQueueQuery> {
  /** The filters the address holds besides the page, with their defaults, e.g. `{ status: 'all', search: '' }`. */
  filters: Record<string, string>;
  /** The list call's query from the address: its filters (as `filters` names them) and the page. */
  queryOf: (filters: Record<string, string>, page: number) => Q;
  /** The page's key in the data cache, e.g. kycKeys.list. */
  key: (query: Q) => RemoteKey;
  /** Loads one page; a newer call aborts the older one through `signal`. */
  load: (query: Q, signal: AbortSignal) => Promise<Page<Row>>;
  getRowId: (row: Row) => string | number;
  /** The detail route of a row, e.g. (row) => kycPaths.record(row.id); null when the row has none. */
  detailPath: (row: Row) => string | null;
  /** The row link's text ("Review"), its accessible name ("Review Lina Haddad") and its column's header. */
  link: { text: string; label: (row: Row) => string; header: string };
  /** The record a row's link opens, as its page loads it (prefetched when the link is hovered or focused); null: none. */
  recordQuery: (row: Row) => RemoteQuery<Row> | null;
  /** The export's file name before the status and date, e.g. "kyc" (kyc-pending-2026-11-24.csv). */
  exportName: string;
  /** The export's columns: for analysis, not as the table shows them (kernel/listExport.ts). */
  exportColumns: ExportColumn<Row>[];
}

export interface ReviewList<Row, Q extends ReviewQueueQuery> {
  query: Q;
  /** Changes the address's filters or page (kernel/useListParams). */
  update: (changes: { status?: string; search?: string; page?: number }, options?: { replace?: boolean }) => void;
  rows: Row[];
  total: number | null;
  lastPage: number;
  loading: boolean;
  failed: boolean;
  reload: () => void;
  rowLink: DataTableRowLink<Row>;
  /** Export CSV: every page of the current filters, one after another (docs/product.md#list-export). */
  exporting: ListExport;
  startExport: () => void;
  /** Nothing to export: not loaded yet, or no rows. */
  nothingToExport: boolean;
}

/**
 * A review queue's list (KYC, KYB, Cliq: docs/product.md#kyc-list): its filters and page in the address, the
 * page loaded through the cache (Back from a review shows its rows at once and refreshes them behind; refreshed
 * when the window regains focus, as other reviewers decide meanwhile), a page past the end sent to the last one,
 * the export of every page, row links that carry the list's address (`?from=`, for the review's back link) and
 * load their record ahead on hover or focus, and the focus back on the row just reviewed.
 */
export function useReviewList<Row, Q extends ReviewQueueQuery>(options: ReviewListOptions<Row, Q>): ReviewList<Row, Q> {
  const { filters, queryOf, key, load, getRowId, detailPath, link, recordQuery, exportName, exportColumns } = options;
  const { values, page, update: updateParams } = useListParams(filters);
  // The filters the view changes (status, search) are among `filters`, or not shown.
  const update = updateParams as ReviewList<Row, Q>['update'];
  const query = queryOf(values, page);
  const remote = useRemoteQuery({
    queryKey: key(query),
    queryFn: ({ signal }) => load(query, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
  const prefetch = usePrefetch();
  const data = remote.data;
  const lastPage = Math.max(1, data?.lastPage ?? 1);

  // A page past the end (an old link, or reviews emptied it): the last page that exists, not an empty one.
  const pastTheEnd = remote.isSuccess && !remote.outdated && data !== undefined && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  // Only the rows as they are now: not the cached page kept from before a decision while it is refreshed.
  useFocusReviewedRow(remote.isSuccess && !remote.isFetching ? data?.rows : undefined, getRowId, link.label);

  const exporting = useListExport();
  const startExport = () =>
    exporting.start(async (signal, onPage) => {
      const rows = await fetchEveryPage((n, pageSignal) => load({ ...query, page: n }, pageSignal), signal, onPage);
      return { fileName: exportFileName(`${exportName}-${query.status}`), text: exportCsv(exportColumns, rows), rows: rows.length };
    });

  // In the address, so a new tab or a shared link keeps where the review returns to.
  const from = listQuery(useLocation().search);
  const { text, label, header } = link;
  const rowLink = useMemo<DataTableRowLink<Row>>(
    () => ({ to: (row) => withFrom(detailPath(row), from), text, ariaLabel: label, header, onIntent: (row) => prefetch(recordQuery(row)) }),
    [from, detailPath, text, label, header, prefetch, recordQuery],
  );

  return {
    query,
    update,
    rows: data?.rows ?? [],
    total: data?.total ?? null,
    lastPage,
    loading: remote.isPending || remote.outdated,
    failed: remote.failed,
    reload: () => void remote.refetch(),
    rowLink,
    exporting,
    startExport,
    nothingToExport: !data || data.total === 0,
  };
}
