import { QueueSummary } from './QueueSummary';
import { ReviewList, type ReviewListProps } from './ReviewList';
import type { ReviewRow, ReviewSource } from './reviewSource';
import { useReviewList, type ReviewListOptions, type ReviewQueueQuery } from './useReviewList';

export interface ReviewListPageProps<Row extends ReviewRow, Q extends ReviewQueueQuery> extends Omit<
  ReviewListProps<Row, Q>,
  'list' | 'getRowId' | 'summary'
> {
  /** The area's list (reviewSource), the same its review walks with Previous / Next case. */
  source: ReviewSource<Row, Q>;
  /** The row link's text, its accessible name (a function kept from render to render) and its column's header. */
  link: ReviewListOptions<Row, Q>['link'];
  /** The export's file name before the status and date, e.g. "kyc". */
  exportName: string;
  /** The export's columns, for analysis (kernel/listExport.ts). */
  exportColumns: ReviewListOptions<Row, Q>['exportColumns'];
}

/**
 * A review area's list page (KYC, KYB, Cliq: docs/product.md#kyc-list), the logic of useReviewList drawn
 * by ReviewList: the area gives its list, its columns and its words.
 */
export function ReviewListPage<Row extends ReviewRow, Q extends ReviewQueueQuery & { search?: string }>({
  source,
  link,
  exportName,
  exportColumns,
  ...view
}: ReviewListPageProps<Row, Q>) {
  const list = useReviewList({ ...source, link, exportName, exportColumns });
  const { since } = source;
  // The header's counts of pending and overdue cases (docs/product.md#kyc-list), for a queue whose rows say when they started waiting.
  const summary = since ? <QueueSummary source={source} since={since} /> : undefined;
  return <ReviewList list={list} getRowId={source.getRowId} summary={summary} {...view} />;
}
