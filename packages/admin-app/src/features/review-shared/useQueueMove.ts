import { useNotifications } from '@admin-console/admin-ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from './messages';
import type { Neighbour, ReviewQueue } from './useReviewQueue';

/** A move to the case before or after this one, shared by the page's header and its action bar (and J / K). */
export interface QueueMove {
  /** Opens the neighbour; at the end of the list, or when it cannot be read, says so instead. */
  go: (direction: 'next' | 'previous') => Promise<void>;
  /** A move is under way (its buttons are inactive). */
  moving: boolean;
  /** The same, read now: for a key pressed before the render that shows `moving`. */
  isBusy: () => boolean;
}

/**
 * One move at a time through `queue`, whichever control asked for it. A move is under way from the key or click
 * that asked for it until the case it opens is shown. The router renders a new address as a transition: until it
 * commits, this page (its case, its queue, its keys) stays on screen while the address bar already shows the next
 * one. A key pressed then would act on the case left behind (J again went two cases on, A approved the old case), so
 * every key and every Previous / Next waits. A move is recorded with the address it left (the location's key); once
 * another address is shown it is over.
 */
export function useQueueMove(queue: ReviewQueue): QueueMove {
  const t = useT();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { key: shown } = useLocation();
  const [movingFrom, setMovingFrom] = useState<string | null>(null);
  const busyFrom = useRef<string | null>(null);
  const isBusy = useCallback(() => busyFrom.current === shown, [shown]);

  const go = useCallback(
    async (direction: 'next' | 'previous') => {
      if (busyFrom.current === shown) return;
      busyFrom.current = shown;
      setMovingFrom(shown);
      let neighbour: Neighbour;
      try {
        neighbour = await queue[direction]();
      } catch {
        neighbour = { kind: 'failed' };
      }
      if (neighbour.kind === 'case') {
        // Still moving until the case is shown (its address is then another).
        navigate(neighbour.to);
        return;
      }
      busyFrom.current = null;
      setMovingFrom(null);
      if (neighbour.kind === 'end')
        notify({ tone: 'info', message: t(direction === 'next' ? 'review-shared.noNextCase' : 'review-shared.noPreviousCase') });
      else notify({ tone: 'error', message: t('review-shared.neighbourFailed') });
    },
    [navigate, notify, queue, shown, t],
  );
  const moving = movingFrom === shown;
  // One object while nothing changes: the review's flow (useReviewFlow) keeps its identity too.
  return useMemo(() => ({ go, moving, isBusy }), [go, moving, isBusy]);
}
