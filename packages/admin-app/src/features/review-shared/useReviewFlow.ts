import { useMemo } from 'react';
import type { ReviewFlow } from './ReviewControls';
import { useBackToList } from './useBackToList';
import { useOpenNextCase } from './useOpenNextCase';
import { useQueueMove } from './useQueueMove';
import { useReviewQueue, type ReviewQueueSource } from './useReviewQueue';

/**
 * What a review page (KYC, KYB, Cliq) needs to move through its list: the list it returns to, the cases
 * before and after this one (`id`), and the reviewer's "Open the next case" choice. Give `flow` to
 * ReviewControls, and `nextAfterDecision(flow)` to useDecision.
 */
export function useReviewFlow<Row>(listPath: string, id: string, source: ReviewQueueSource<Row>): ReviewFlow {
  const backTo = useBackToList(listPath);
  const queue = useReviewQueue(id, source);
  const [openNext, setOpenNext] = useOpenNextCase();
  const move = useQueueMove(queue);
  return useMemo(() => ({ backTo, queue, openNext, setOpenNext, move }), [backTo, queue, openNext, setOpenNext, move]);
}

/** The case a decision opens after it: the next of the list when the reviewer turned "Open the next case" on, else none (the list). */
export const nextAfterDecision = (flow: ReviewFlow) => (flow.openNext ? flow.queue.next : undefined);
