import { Button, DateText, PageHeader, readDate, vars } from '@admin-console/admin-ui';
import { useEffect, useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from './messages';
import type { ReviewFlow } from './ReviewControls';
import type { QueuePosition } from './useReviewQueue';

/**
 * A review page of the record in the address. One review per record: another id (the next case, Back,
 * Forward) starts afresh: its reason, its dialogs, its files, and its one decision at a time (a decision
 * still sent for the last record does not hold this one's back).
 */
export function ReviewById({ review: Review }: { review: ComponentType<{ id: string }> }) {
  const { id = '' } = useParams();
  return <Review key={id} id={id} />;
}

const CaseLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[4]};
`;

const CaseName = styled.strong`
  color: ${vars.color.text};
`;

const QueueNav = styled.nav`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** What the case header names (docs/product.md#kyc-review): the case, its status, and since when it waits. */
export interface CaseSummary {
  name: string;
  /** The status in words, as the page's badge says it. */
  status: string;
  /** When its wait started (pending only: a decided case has no age shown). */
  waitingSince?: unknown;
}

const POSITION_MESSAGES: Record<
  string,
  'review-shared.positionPending' | 'review-shared.positionApproved' | 'review-shared.positionRejected' | 'review-shared.positionVerified'
> = {
  pending: 'review-shared.positionPending',
  approved: 'review-shared.positionApproved',
  rejected: 'review-shared.positionRejected',
  verified: 'review-shared.positionVerified',
};

/** Where the case stands in the list it was opened from ("3 of 22 pending"), read from the cached pages; null while unknown. */
function useQueuePosition(flow: ReviewFlow | undefined): QueuePosition | null {
  const [position, setPosition] = useState<QueuePosition | null>(null);
  const read = flow?.queue.position;
  useEffect(() => {
    // The review is mounted afresh for each case (ReviewById), so nothing of another case is shown meanwhile.
    let live = true;
    void read?.().then((found) => {
      if (live) setPosition(found);
    });
    return () => {
      live = false;
    };
  }, [read]);
  return position;
}

/**
 * The header's Previous / Next: the same queue as the action bar's (J / K), read by useReviewQueue; the
 * end of the list and a list that cannot be read are said as the bar says them.
 */
function QueueMoves({ flow, position }: { flow: ReviewFlow; position: QueuePosition | null }) {
  const t = useT();
  const { go, moving } = flow.move;
  const key = position ? POSITION_MESSAGES[position.status] : undefined;
  return (
    <QueueNav aria-label={t('review-shared.queueNav')}>
      {position && <span>{t(key ?? 'review-shared.positionAll', { position: position.position, total: position.total })}</span>}
      <Button variant="ghost" size="sm" disabled={moving} onClick={() => void go('previous')}>
        {t('review-shared.queuePrevious')}
      </Button>
      <Button variant="ghost" size="sm" disabled={moving} onClick={() => void go('next')}>
        {t('review-shared.queueNext')}
      </Button>
    </QueueNav>
  );
}

/**
 * A review page's heading, with its link back to the list it came from (Esc). Given the case (`summary`) and the
 * review's `flow`, it says which case this is: its name, status and age, and where it stands in the queue
 * ("3 of 22 pending", said only when known: opened without a list, nothing is said), with Previous / Next.
 */
export function ReviewHeader({
  title,
  backTo,
  listTitle,
  summary,
  flow,
}: {
  title: string;
  backTo: string;
  listTitle: string;
  summary?: CaseSummary;
  flow?: ReviewFlow;
}) {
  const t = useT();
  const position = useQueuePosition(flow);
  const description =
    summary || flow ? (
      <CaseLine>
        {/* One line of text (not the name alone): the details below show the name and the status badge too. */}
        {summary && <CaseName>{t('review-shared.caseLine', { name: summary.name, status: summary.status })}</CaseName>}
        {summary && readDate(summary.waitingSince) !== null && (
          <span>
            {t('review-shared.caseWaiting')} <DateText value={summary.waitingSince} show="age" />
          </span>
        )}
        {flow && <QueueMoves flow={flow} position={position} />}
      </CaseLine>
    ) : undefined;
  return (
    <PageHeader
      title={title}
      description={description}
      back={{ to: backTo, label: t('review-shared.backTo', { place: listTitle }), keyshortcuts: 'Escape' }}
    />
  );
}
