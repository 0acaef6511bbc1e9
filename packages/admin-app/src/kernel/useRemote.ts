import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isCancelled } from '../platform/http';

export type RemoteStatus = 'loading' | 'success' | 'error';

export interface RemoteState<T> {
  status: RemoteStatus;
  /** The last data loaded, kept while a newer load runs (a page change does not blank the table). */
  data: T | undefined;
  /** The failure of the last load, when status is 'error'. */
  error: unknown;
  /** True while a load runs and earlier data is shown. */
  refreshing: boolean;
  /** Loads again with the same key (Retry, or after an action changed the data). */
  reload: () => void;
  /** Replaces the data locally (e.g. with what a save returned) without a request. */
  setData: (data: T) => void;
}

interface Settled<T> {
  /** The request (attempt and key) this outcome answers. */
  id: string | null;
  status: 'success' | 'error';
  data: T | undefined;
  error: unknown;
}

/**
 * Loads `load(signal)` whenever `key` changes (or on `reload()`). A newer load aborts the older
 * one, so a slow old answer never overwrites a newer one; unmounting aborts too. A `null` key
 * loads nothing. Errors other than cancellations land in `error` (401 and 403 are also handled
 * globally by platform/http.ts).
 *
 * ```ts
 * const page = useRemote(`kyc?${search}`, (signal) => fetchKycPage(query, signal));
 * ```
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): RemoteState<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({
    id: null,
    status: 'success',
    data: undefined,
    error: undefined,
  });
  const run = useEffectEvent((signal: AbortSignal) => load(signal));
  const id = key === null ? null : `${attempt}:${key}`;

  useEffect(() => {
    if (id === null) return undefined;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ id, status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        setSettled((previous) => ({
          id,
          status: 'error',
          data: previous.data,
          error,
        }));
      },
    );
    return () => controller.abort();
  }, [id]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (data: T) =>
      setSettled((previous) => ({
        ...previous,
        status: 'success',
        data,
        error: undefined,
      })),
    [],
  );

  // Until the current request settles, the state is loading (with the earlier data, if any).
  const status: RemoteStatus = settled.id === id && id !== null ? settled.status : 'loading';
  return {
    status,
    data: settled.data,
    error: status === 'error' ? settled.error : undefined,
    refreshing: status === 'loading' && settled.data !== undefined,
    reload,
    setData,
  };
}
