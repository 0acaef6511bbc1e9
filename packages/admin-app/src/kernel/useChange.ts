import { partialMatchKey, useMutation, useQueryClient, type QueryClient, type QueryMeta } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorBody, failureReason, httpStatus, isCancelled } from '../platform/http';
import { currentLocation, type BridgeLocation } from '../platform/navigationBridge';
import { useOneAtATime } from '../platform/useOneAtATime';
import { bodyErrorMessage } from '../platform/unwrap';
import type { RemoteKey } from './remoteCache';

/**
 * What became of a failed change:
 * - `session-ended`: a 401; platform/http.ts is already taking the admin to sign in, and the work waits as a draft;
 * - `cancelled`: the request was cancelled (nothing to tell);
 * - `refused`: a 422; the server's messages (`body`) go onto fields or cells;
 * - `failed`: anything else (the server's message or its status, in `reason`).
 */
export type ChangeFailureKind = 'session-ended' | 'cancelled' | 'refused' | 'failed';

export interface ChangeFailure {
  kind: ChangeFailureKind;
  /** What `send` rejected with (it may wrap the HTTP error: `httpError` reads it out). */
  failure: unknown;
  /** The HTTP error. */
  error: unknown;
  /** The server's own message (the JSON body's message or error), if it gave one. */
  said: string | undefined;
  /**
   * Why, as a clause to stand inside the screen's sentence: the server's message, else its status ("The server could
   * not be reached (502 Bad Gateway)"), never an HTML page's body nor "Request failed with status code 502".
   */
  reason: string;
  /** The response body, for a 422's messages. */
  body: unknown;
}

/** A change answered: `here` says whether the admin is still where they acted (same page, same address and query). */
export type ChangeOutcome<T> = ({ ok: true; result: T } | ({ ok: false } & ChangeFailure)) & { here: boolean };

/** What a change marks in the data cache (kernel/remoteCache.tsx), without handing the cache out. */
export interface CacheMarks {
  /**
   * The data under `key` (and every key it starts) changed. `reload: 'active'` (the default) loads again what a
   * screen shows now; `'none'` only marks it, so it loads when next shown. `except` leaves some keys alone.
   */
  changed: (key: RemoteKey, options?: { reload?: 'active' | 'none'; except?: (key: RemoteKey) => boolean }) => void;
  /**
   * The data under exactly `key` is now `data` (what the save returned or sent). A load of it still running is
   * cancelled first: asked before the change, its answer would put the old values back.
   */
  set: <D>(key: RemoteKey, data: D) => void;
}

export interface ChangeOptions<I, T> {
  /** Sends the change. */
  send: (input: I) => Promise<T>;
  /** Marks what the change made stale or new, once answered (a failure too: `outcome.ok` says which). */
  marks?: (cache: CacheMarks, outcome: ChangeOutcome<T>, input: I) => void;
  /** Reads the HTTP error out of what `send` rejected with, when it wraps it (e.g. a partial save). */
  httpError?: (failure: unknown) => unknown;
  /**
   * After a change succeeded no other is taken (a form on its way to its list must not create its record
   * twice). Default false: the screen takes further changes (a grid saved stays open for the next edits).
   */
  once?: boolean;
  /** What is sent, for the sentence of a 413: a form's values (the default) or an upload's files. */
  sends?: 'values' | 'files';
}

export interface Change<I, T> {
  /**
   * Sends the change unless one is running (then, or after a `once` change succeeded, it answers `null` and
   * sends nothing). A failed request does not reject: the outcome says what happened (only a `start` or `marks`
   * that throws rejects it, and the change is no longer busy then either). `start` runs first, only when the change is
   * sent (e.g. the screen shows what it sends): a click refused by the lock changes nothing on screen.
   */
  run: (input: I, start?: () => void) => Promise<ChangeOutcome<T> | null>;
  /** True while the change is sent (and, for a `once` change, after it succeeded). */
  pending: boolean;
}

const sameAddress = (a: BridgeLocation, b: BridgeLocation) => a.pathname === b.pathname && a.search === b.search;

function failureKind(error: unknown): ChangeFailureKind {
  if (isCancelled(error)) return 'cancelled';
  const status = httpStatus(error);
  if (status === 401) return 'session-ended';
  if (status === 422) return 'refused';
  return 'failed';
}

/** A failed change, read: what kind it is and why, in words. */
export function readFailure(
  failure: unknown,
  { httpError = (f) => f, sends = 'values' }: Pick<ChangeOptions<never, never>, 'httpError' | 'sends'> = {},
): ChangeFailure {
  const error = httpError(failure);
  const body = errorBody(error);
  return { kind: failureKind(error), failure, error, said: bodyErrorMessage(body), reason: failureReason(error, { sent: sends }), body };
}

/**
 * The other areas' data a query shows besides its own (its `meta.reads`, e.g. the discounts list shows the groups'
 * names: `meta: { reads: [promotionGroupKeys.all] }`): a change marked under one of those keys marks it too, so
 * the area changed need not know who reads it.
 */
function readsOf(meta: QueryMeta | undefined): readonly RemoteKey[] {
  const reads = meta?.reads;
  return Array.isArray(reads) ? (reads as RemoteKey[]) : [];
}

function cacheMarks(client: QueryClient): CacheMarks {
  return {
    changed: (key, { reload = 'active', except } = {}) =>
      void client.invalidateQueries({
        refetchType: reload,
        predicate: (query) =>
          (partialMatchKey(query.queryKey, key) ||
            readsOf(query.meta).some((read) => partialMatchKey(read, key) || partialMatchKey(key, read))) &&
          !except?.(query.queryKey),
      }),
    set: (queryKey, data) => {
      // Cancelling reverts the key to its state before that load (synchronously), then the new data goes in.
      void client.cancelQueries({ queryKey, exact: true });
      client.setQueryData(queryKey, data);
    },
  };
}

/**
 * The same marks outside a change: a screen that learnt the server's data by other means (a save's re-read that
 * ended with nothing to send) puts it in the cache as a change's answer would.
 */
export function useCacheMarks(): CacheMarks {
  const client = useQueryClient();
  return useMemo(() => cacheMarks(client), [client]);
}

/**
 * The one way a screen changes data (save, create, decide, upload), on TanStack Query's `useMutation`:
 *
 * - one request at a time (a synchronous lock: five clicks within one task send one request);
 * - "still here": whether the admin is, when the answer comes, on the page where they acted (mounted, same
 *   address and query). A late answer never pulls them away: the screen says it where they are instead;
 * - the failure read once (`readFailure`): a 401 (the session ended: the work is kept), a 422 (messages for fields
 *   or cells), or why it failed, in words;
 * - what it changed marked in the data cache (`marks`).
 *
 * ```ts
 * const save = useChange({ send: saveDiscount, marks: (cache) => cache.changed(discountKeys.all, { reload: 'none' }) });
 * const outcome = await save.run(values);
 * if (outcome?.ok && outcome.here) navigate('/discounts');
 * ```
 */
export function useChange<I, T>({ send, marks, httpError, once = false, sends = 'values' }: ChangeOptions<I, T>): Change<I, T> {
  const client = useQueryClient();
  // Only the input: TanStack passes a second argument (its context) that `send` must not take for its own.
  const mutation = useMutation({ mutationFn: (input: I) => send(input) });
  const { mutateAsync } = mutation;
  const oneAtATime = useOneAtATime();
  const done = useRef(false);
  // Set with the request, not when TanStack tells its observers (a task later): the button is busy at once.
  const [busy, setBusy] = useState(false);
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  // The latest options, read when the answer comes (a screen passes new functions on each render).
  const latest = useRef({ marks, httpError, once, sends });
  useEffect(() => {
    latest.current = { marks, httpError, once, sends };
  });
  const cache = useMemo(() => cacheMarks(client), [client]);

  const run = useCallback(
    (input: I, start?: () => void) =>
      oneAtATime(async (): Promise<ChangeOutcome<T> | null> => {
        if (done.current) return null;
        // The options as they are when the admin acts: the answer is read and marked by them, even if the screen
        // shows another record by then (a marks of the next render would mark that record, not this one).
        const options = latest.current;
        setBusy(true);
        try {
          start?.();
          const actedAt = currentLocation();
          const here = () => shown.current && sameAddress(actedAt, currentLocation());
          let outcome: ChangeOutcome<T>;
          try {
            const result = await mutateAsync(input);
            if (options.once) done.current = true;
            outcome = { ok: true, result, here: here() };
          } catch (failure) {
            outcome = { ok: false, ...readFailure(failure, options), here: here() };
          }
          options.marks?.(cache, outcome, input);
          return outcome;
        } finally {
          // A `once` change that succeeded stays busy: the screen is on its way elsewhere.
          if (!done.current) setBusy(false);
        }
      }),
    [oneAtATime, mutateAsync, cache],
  );

  return { run, pending: busy };
}
