import { useNotifications } from '@admin-console/admin-ui';
import { isAxiosError } from 'axios';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { RemoteKey } from '../../kernel/remoteCache';
import { readFailure, useChange } from '../../kernel/useChange';
import { statusSentence } from '../../platform/http';
import type { ReviewedState } from './useFocusReviewedRow';
import type { Neighbour } from './useReviewQueue';
import { t } from './messages';

/** What a failed review decision means for the record: "Nothing was decided." */
export const nothingDecided = (): string => t('review-shared.nothingDecided');

/**
 * Said when a call answers 401: the session ended (the app is on its way to /login), so nothing
 * happened to the record, e.g. "The KYC verification was not rejected: your session had ended,
 * so nothing was decided. Sign in again to continue."
 */
export function sessionEndedText(
  notDone: string,
  outcome = t('review-shared.outcomeNothingDecided'),
  next = t('review-shared.signInToContinue'),
): string {
  return t('review-shared.sessionEnded', { notDone, outcome, next });
}

export interface FailureTexts {
  /** The start of the sentence, e.g. "Failed to approve KYB". */
  failed: string;
  /** The exact text for a failure the server explained, or an answer that could not be read, e.g. "Failed to approve KYB. Please try again." */
  generic: string;
  /** Show the server's own message ("Failed to approve KYB: {message}") instead of `generic`. Default false. */
  withServerMessage?: boolean;
  /** What the failure means for the admin's action. Default "Nothing was decided." */
  outcome?: string;
}

/**
 * The notice of a failed call on a review screen. The server's JSON message (shown when the screen
 * shows it, else the exact generic text); a failure the server did not explain in JSON (a proxy's
 * HTML page, an empty body, no answer at all) says its status, never the body: "Failed to approve
 * KYB: The server could not be reached (502 Bad Gateway). Nothing was decided."
 */
export function failureNotice(
  error: unknown,
  { failed, generic, withServerMessage = false, outcome = nothingDecided() }: FailureTexts,
): string {
  const { said } = readFailure(error);
  if (said) return withServerMessage ? t('review-shared.failedWith', { failed, message: said }) : generic;
  if (isAxiosError(error)) return t('review-shared.failedWith', { failed, message: statusSentence(error, outcome) });
  return generic;
}

export interface DecisionTexts {
  /** The success notice, e.g. "KYC verification approved successfully!". */
  success: string;
  /** The failure notice (see failureNotice). */
  failure: (error: unknown) => string;
  /** The notice of a 401 (see sessionEndedText). */
  sessionEnded: string;
}

/** A review page's notices of its decisions (read when shown: see liveTexts). */
export interface DecisionNotices {
  approved: string;
  rejected: string;
  approveSessionEnded: string;
  rejectSessionEnded: string;
}

/**
 * The texts of a review's two decisions, Approve and Reject, from its notices and its failure sentences. Each
 * text is read when the decision's outcome is told (getters), so in the interface language of that moment.
 */
export function decisionTexts(
  notices: DecisionNotices,
  failure: Record<'approve' | 'reject', (error: unknown) => string>,
): Record<'approve' | 'reject', DecisionTexts> {
  const texts = (success: () => string, sessionEnded: () => string, fails: (error: unknown) => string): DecisionTexts => ({
    get success() {
      return success();
    },
    failure: fails,
    get sessionEnded() {
      return sessionEnded();
    },
  });
  return {
    approve: texts(
      () => notices.approved,
      () => notices.approveSessionEnded,
      failure.approve,
    ),
    reject: texts(
      () => notices.rejected,
      () => notices.rejectSessionEnded,
      failure.reject,
    ),
  };
}

/** How long a decision waits for the case after it before it is sent anyway (the list's read hung): then it returns to the list and says so. */
export const NEIGHBOUR_WAIT_MS = 3_000;

/** The case after this one, or 'failed' when it is not found within NEIGHBOUR_WAIT_MS (the decision is not held up longer). */
function boundedNeighbour(next: () => Promise<Neighbour>): Promise<Neighbour> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Neighbour>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'failed' }), NEIGHBOUR_WAIT_MS);
  });
  const found = next().catch((): Neighbour => ({ kind: 'failed' }));
  return Promise.race([found, late]).finally(() => clearTimeout(timer));
}

/** What a decision changes in the data cache: the area's lists and the record decided. */
export interface DecisionChanges {
  /** Every list of the area, e.g. kycKeys.lists. */
  lists: RemoteKey;
  /** The record decided, e.g. kycKeys.record(id). */
  record: RemoteKey;
}

/**
 * Runs a review decision (approve, reject) and tells its outcome. On success the admin returns to
 * `listPath` (its row gets focus there), but only while still on the page where they acted: an answer that comes after they
 * went elsewhere (with Back, say) never pulls them away: the notice alone tells them. A 401 is told as the session's end with nothing decided, never as a failed
 * decision. `beforeLeaving` runs just before that return (e.g. to let an unsaved-changes guard
 * through). The returned function resolves whether the decision was made; it never rejects.
 *
 * The one helper of every review decision (KYC, KYB, Cliq). A decision made marks what it changed in
 * the data cache (`changes`): the lists show their rows busy until refreshed (a list already shown,
 * the admin having gone Back before the answer, is refreshed at once), and the record is loaded again
 * when next opened. A failed decision changes nothing: the page keeps what it shows (and the reason typed).
 *
 * With `next` (the reviewer turned "Open the next case" on), a decision opens the case after this one in
 * the list the reviewer came from (found before the decision changes that list) instead of the list; at
 * the end of the list it returns to the list and says so, as it does when the next case is not found in
 * time (NEIGHBOUR_WAIT_MS): the decision is always sent.
 */
export function useDecision(listPath: string, changes: DecisionChanges, beforeLeaving?: () => void, next?: () => Promise<Neighbour>) {
  const navigate = useNavigate();
  // The record's id (the detail route's :id): the list puts focus back on its row (useFocusReviewedRow).
  const { id } = useParams();
  const { notify } = useNotifications();
  const { lists, record } = changes;
  const { run } = useChange<() => Promise<unknown>, Neighbour | undefined>({
    send: async (call) => {
      // Found in the list as it is before the decision (read first: read while the decision is sent, the
      // list could come back without this case, and the case after it would be lost). A page the list showed
      // is answered from the cache at once; a read that hangs holds the decision at most NEIGHBOUR_WAIT_MS.
      const neighbour = next ? await boundedNeighbour(next) : undefined;
      await call();
      return neighbour;
    },
    // A failed decision changes nothing: the page keeps what it shows (and the reason typed).
    marks: (cache, outcome) => {
      if (!outcome.ok) return;
      cache.changed(lists);
      // The page being left is not loaded again on its way out; opened again (the admin came back to it), it is.
      cache.changed(record, { reload: outcome.here ? 'none' : 'active' });
    },
  });
  return useCallback(
    async (call: () => Promise<unknown>, texts: DecisionTexts): Promise<boolean> => {
      const outcome = await run(call);
      // Another decision on this page is being sent: this one is not.
      if (outcome === null) return false;
      if (!outcome.ok) {
        if (outcome.kind === 'session-ended') notify({ tone: 'warning', message: texts.sessionEnded });
        else notify({ tone: 'error', message: texts.failure(outcome.error) });
        return false;
      }
      notify({ tone: 'success', message: texts.success });
      if (outcome.here) {
        const neighbour = outcome.result;
        beforeLeaving?.();
        if (neighbour?.kind === 'case') navigate(neighbour.to);
        else {
          if (neighbour?.kind === 'end') notify({ tone: 'info', message: t('review-shared.endOfList') });
          if (neighbour?.kind === 'failed') notify({ tone: 'warning', message: t('review-shared.nextCaseFailed') });
          navigate(listPath, id ? { state: { reviewed: id } satisfies ReviewedState } : undefined);
        }
      }
      return true;
    },
    [run, navigate, notify, listPath, beforeLeaving, id],
  );
}
