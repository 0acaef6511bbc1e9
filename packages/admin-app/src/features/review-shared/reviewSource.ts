import type { RemoteKey } from '../../kernel/remoteCache';
import { linkableId } from '../../kernel/recordPath';
import type { RemoteQuery } from '../../kernel/useRemote';
import type { Page } from '../../platform/unwrap';
import { DEFAULT_REVIEW_STATUS, reviewListQueryFrom, type ReviewListQuery } from './api';
import type { ReviewQueueQuery } from './useReviewList';
import type { ReviewQueueSource } from './useReviewQueue';

/** A review queue's row: every queue (KYC, KYB, Cliq) keys its rows and their reviews by `id`. */
export interface ReviewRow {
  id: string | number;
}

/** What a review area's list is, as its list page and its review (Previous / Next case) both read it. */
export interface ReviewSourceSpec<Row extends ReviewRow, Q extends ReviewQueueQuery> {
  /** The filters the address holds besides the page, with their defaults, e.g. `{ status: 'all', search: '' }`. */
  filters: Record<string, string>;
  /** The list call's query from the filters (as `filters` names them) and the page. */
  queryOf: (filters: Record<string, string>, page: number) => Q;
  /** The area's keys in the data cache, e.g. kycKeys: a page's, all the lists', a record's. */
  keys: { list: (query: Q) => RemoteKey; lists: RemoteKey; record: (id: string) => RemoteKey };
  /** Loads one page; a newer call aborts the older one through `signal`. */
  load: (query: Q, signal: AbortSignal) => Promise<Page<Row>>;
  /** The area's addresses, e.g. kycPaths: the list, and one record's review (null for an id that is not plain). */
  paths: { list: string; record: (id: Row['id']) => string | null };
  /** One record as its review page loads it, e.g. kycUserQuery. */
  recordQuery: (id: string) => RemoteQuery<Row>;
  /** When a pending row's wait started, as its Waiting column counts it (the list header's overdue count, the case's age). */
  since?: (row: Row) => unknown;
}

/** What a review page reads of its area (useReviewRecord): where it returns, the list around it, its record. */
export interface ReviewRecordSource<Row> {
  /** The list's address, returned to (with the filter and page it was left at). */
  listPath: string;
  /** The list as a review moves through it: the same pages, from the cache, as the list shows. */
  queue: ReviewQueueSource<Row>;
  /** One record as its review page loads it. */
  record: (id: string) => RemoteQuery<Row>;
  /** A decision marks the area's lists and its record changed. */
  keys: { lists: RemoteKey; record: (id: string) => RemoteKey };
}

/** A review area's list, read the same way by its list page (useReviewList) and by its review (useReviewQueue). */
export interface ReviewSource<Row extends ReviewRow, Q extends ReviewQueueQuery> extends ReviewRecordSource<Row> {
  filters: Record<string, string>;
  queryOf: (filters: Record<string, string>, page: number) => Q;
  key: (query: Q) => RemoteKey;
  load: (query: Q, signal: AbortSignal) => Promise<Page<Row>>;
  getRowId: (row: Row) => string | number;
  detailPath: (row: Row) => string | null;
  /** The record a row's link opens (prefetched on hover or focus), keyed by the id as the link carries it. */
  recordQuery: (row: Row) => RemoteQuery<Row> | null;
  /** When a pending row's wait started (none: the list header counts no overdue cases). */
  since?: (row: Row) => unknown;
}

/**
 * A review area's list, written once (docs/architecture.md): its list page and its review ask the cache for
 * the same pages under the same keys, since both build the query from the same filters. Build it once, at
 * module level: its functions are then the same at every render.
 */
export function reviewSource<Row extends ReviewRow, Q extends ReviewQueueQuery>(spec: ReviewSourceSpec<Row, Q>): ReviewSource<Row, Q> {
  const { filters, queryOf, keys, load, paths, recordQuery, since } = spec;
  const key = keys.list;
  const getRowId = (row: Row) => row.id;
  const detailPath = (row: Row) => paths.record(row.id);
  return {
    filters,
    queryOf,
    key,
    load,
    keys,
    listPath: paths.list,
    record: recordQuery,
    getRowId,
    detailPath,
    since,
    recordQuery: (row) => {
      const id = linkableId(row.id);
      return id === null ? null : recordQuery(id);
    },
    queue: {
      page: (from, page) => {
        // The list's carried query (`from`) read as the list reads its address: a filter missing is its default.
        const query = queryOf(Object.fromEntries(from), page);
        return { queryKey: key(query), queryFn: ({ signal }) => load(query, signal) };
      },
      getRowId,
      detailPath,
      status: (from) => queryOf(Object.fromEntries(from), 1).status,
    },
  };
}

/**
 * The KYC and KYB queues' filters, status and search, read as reviewListQueryFrom reads them (Pending by
 * default, and for an unknown status; `status=all` in the address is All): the list and the review ask the
 * cache for the same page.
 */
export const SEARCHED_QUEUE = {
  filters: { status: DEFAULT_REVIEW_STATUS, search: '' },
  queryOf: (values: Record<string, string>, page: number): ReviewListQuery =>
    reviewListQueryFrom(new URLSearchParams({ status: values.status ?? DEFAULT_REVIEW_STATUS, search: values.search ?? '' }), page),
};
