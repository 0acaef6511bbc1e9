import { RECORD_FRESH_FOR, useRemoteQuery, type RemoteResult } from '../../kernel/useRemote';
import { httpStatus } from '../../platform/http';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useReturnOnLoadFailure } from '../../platform/useReturnOnLoadFailure';
import { useDecision } from './decisions';
import { nextAfterDecision, useReviewFlow } from './useReviewFlow';
import type { ReviewRecordSource } from './reviewSource';

export interface ReviewRecordOptions<T> {
  /** The page's h1 and tab title, e.g. "KYC verification review". */
  title: string;
  /** The record's id, from the address. */
  id: string;
  /** The area (reviewSource): its list, the list around the case, the record as the page loads it, its cache keys. */
  source: ReviewRecordSource<T>;
  /** Told when the record cannot be loaded, on the way back to the list. */
  loadFailed: string;
  /** Told instead when the server answers 404 (default: loadFailed). */
  notFound?: string;
  /** The record shown from what was loaded (default: the record once loaded; none while loading, none after a failure). */
  shown?: (remote: RemoteResult<T>) => T | undefined;
  /** Whether the page goes back to its list (default: when the last load failed). */
  leaves?: (remote: RemoteResult<T>, shown: T | undefined) => boolean;
  /** Runs just before a decision leaves the page (e.g. to let an unsaved-changes guard through). */
  beforeLeaving?: () => void;
}

const loaded = <T>(remote: RemoteResult<T>) => (remote.isSuccess && !remote.outdated ? remote.data : undefined);
const failed = <T>(remote: RemoteResult<T>) => remote.failed;

/**
 * What every review page (KYC, KYB, Cliq: docs/product.md#kyc-review) does with its record: the tab title, the
 * list around it (useReviewFlow: back link, Previous / Next case, "Open the next case"), the record loaded through
 * the cache and refreshed when the window regains focus (another reviewer may have decided it meanwhile), a load
 * failure told on the way back to the list (a 401 is the session's: it signs out), and the decision (useDecision)
 * that returns to the list or opens the next case.
 */
export function useReviewRecord<T>(options: ReviewRecordOptions<T>) {
  const { title, id, source, loadFailed, notFound, shown = loaded, leaves = failed, beforeLeaving } = options;
  useDocumentTitle(title);
  const { listPath, queue, record, keys } = source;
  const flow = useReviewFlow(listPath, id, queue);
  const decide = useDecision(flow.backTo, { lists: keys.lists, record: keys.record(id) }, beforeLeaving, nextAfterDecision(flow));
  const remote = useRemoteQuery({ ...record(id), refetchOnWindowFocus: true, staleTime: RECORD_FRESH_FOR });
  const data = shown(remote);
  const failure = !leaves(remote, data) ? null : notFound !== undefined && httpStatus(remote.error) === 404 ? notFound : loadFailed;
  useReturnOnLoadFailure(failure, remote.error, flow.backTo);
  return { flow, decide, remote, record: data };
}
