import { vars } from '@admin-console/admin-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFetchRemote, useRemoteQuery } from '../../kernel/useRemote';
import { withFrom } from '../../kernel/recordPath';
import { reviewAgeLimitDays } from '../../platform/config';
import { waitedTooLong } from './listColumns';
import { useT } from './messages';
import { countOverdue } from './queueTotals';
import type { ReviewRow, ReviewSource } from './reviewSource';
import type { ReviewQueueQuery } from './useReviewList';
import { OLDEST_FIRST } from './useReviewQueue';

const Line = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
`;

/** How long the pages read for the counts count as fresh (as the review's reads of the list). */
const PAGES_FRESH_FOR = 30_000;
const PENDING = new URLSearchParams({ status: 'pending' });

/**
 * The list header's line (docs/product.md#kyc-list): how many cases are pending (a link to the Pending list) and how
 * many have waited past the age limit (a link to the Pending page where they start), and "Start with the oldest",
 * which opens the oldest pending case with Next walking to the older ones. Counted from the Pending list through the
 * cache (queueTotals: a binary search over its pages); marked changed with the area's lists, so a decision updates it.
 * Nothing is shown while it loads or when it cannot be counted: the list says what it can.
 */
export function QueueSummary<Row extends ReviewRow, Q extends ReviewQueueQuery>({
  source,
  since,
  limitDays = reviewAgeLimitDays,
}: {
  source: ReviewSource<Row, Q>;
  /** When a row's wait started (as the Waiting column counts it). */
  since: (row: Row) => unknown;
  limitDays?: number;
}) {
  const t = useT();
  const fetchRemote = useFetchRemote();
  const totals = useRemoteQuery({
    queryKey: [...source.keys.lists, 'totals', limitDays],
    queryFn: () =>
      countOverdue(
        (n) => fetchRemote(source.queue.page(PENDING, n), PAGES_FRESH_FOR),
        (row) => waitedTooLong(since(row), limitDays),
      ),
    refetchOnWindowFocus: true,
  });
  const data = totals.data;
  if (!data) return null;
  const pageOf = (n: number) => (n > 1 ? `status=pending&page=${n}` : 'status=pending');
  const oldest = data.oldest && withFrom(source.detailPath(data.oldest), `${pageOf(data.lastPage)}&order=${OLDEST_FIRST}`);
  return (
    <Line>
      <Link to={`${source.listPath}?status=pending`}>{t('review-shared.pendingCount', { count: data.pending })}</Link>
      {data.overdue > 0 && data.firstOverduePage !== null ? (
        <Link to={`${source.listPath}?${pageOf(data.firstOverduePage)}`}>
          {t('review-shared.overdueCount', { count: data.overdue, days: limitDays })}
        </Link>
      ) : (
        <span>{t('review-shared.noneOverdue', { days: limitDays })}</span>
      )}
      {oldest && <Link to={oldest}>{t('review-shared.startWithOldest')}</Link>}
    </Line>
  );
}
