import {
  hashKey,
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { RemoteKey } from './remoteCache';

export type RemoteStatus = 'loading' | 'success' | 'error';

export interface RemoteState<T> {
  /**
   * 'success' when the data shown is this key's (even while it is refreshed behind it), 'loading' while
   * a load runs with nothing of this key to show yet (or what is shown was invalidated by an action),
   * 'error' when the last load failed.
   */
  status: RemoteStatus;
  /** The last data loaded, kept while a newer load runs (a page change does not blank the table). */
  data: T | undefined;
  /** The failure of the last load, when status is 'error'. */
  error: unknown;
  /** True while a load runs and earlier data is shown. */
  refreshing: boolean;
  /** Loads again with the same key (Retry, or after an action changed the data). */
  reload: () => void;
  /**
   * Replaces the data locally (e.g. with what a save returned) without a request. A load of this key still
   * running (the refresh behind cached data) is cancelled first: its answer, asked before the change, would
   * otherwise land later and put the old values back.
   */
  setData: (data: T) => void;
}

export interface RemoteOptions {
  /** Load again when the window regains focus (review queues and records). Default false: never under edits. */
  refreshOnFocus?: boolean;
  /** How long (ms) a loaded answer counts as fresh, so opening it again (or after a prefetch) sends no request. Default 0. */
  freshFor?: number;
  /**
   * Keep the answer in the cache after the screen is left (default true). False for the record an edit form
   * starts from: opened again, the form waits for the record as it is now, never starts from an old copy.
   */
  keep?: boolean;
}

const NO_KEY = ['remote:none'] as const;

/**
 * Loads `load(signal)` for `key` through the app's cache (kernel/remoteCache.tsx): a key loaded
 * before shows its data at once and is refreshed behind it. A newer key aborts the older load, so a
 * slow old answer never overwrites a newer one; unmounting aborts too. A `null` key loads nothing.
 * Errors other than cancellations land in `error` (401 and 403 are also handled globally by
 * platform/http.ts).
 *
 * ```ts
 * const page = useRemote(kycKeys.list(query), (signal) => fetchKycPage(query, signal), { refreshOnFocus: true });
 * ```
 */
export function useRemote<T>(
  key: RemoteKey | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: RemoteOptions = {},
): RemoteState<T> {
  const client = useQueryClient();
  const hash = hashKey(key ?? NO_KEY);
  // One key object per key (the screens build a new array on each render).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const queryKey = useMemo(() => key ?? NO_KEY, [hash]);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    enabled: key !== null,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: options.refreshOnFocus ?? false,
    staleTime: options.freshFor ?? 0,
    ...(options.keep === false ? { gcTime: 0 } : {}),
  });

  // The data of this key, settled: shown as is while refreshed, unless an action said it changed (invalidated).
  const invalidated = query.isFetching && client.getQueryState(queryKey)?.isInvalidated === true;
  const own = query.status === 'success' && !query.isPlaceholderData && !invalidated;
  const status: RemoteStatus =
    key === null ? 'loading' : own ? 'success' : query.isFetching ? 'loading' : query.status === 'error' ? 'error' : 'loading';

  const { refetch } = query;
  const enabled = key !== null;
  const reload = useCallback(() => {
    if (enabled) void refetch();
  }, [enabled, refetch]);
  const setData = useCallback(
    (data: T) => {
      // Cancelling reverts the key to its state before that load (synchronously), then the new data goes in.
      void client.cancelQueries({ queryKey, exact: true });
      client.setQueryData(queryKey, data);
    },
    [client, queryKey],
  );

  return {
    status,
    data: query.data,
    error: status === 'error' ? query.error : undefined,
    refreshing: query.isFetching && query.data !== undefined,
    reload,
    setData,
  };
}

/** A key and its loader together, so a screen and a prefetch ask the cache for the same thing. */
export interface RemoteQuery<T> {
  key: RemoteKey;
  load: (signal: AbortSignal) => Promise<T>;
}

/** How long a review record opened (or prefetched) counts as fresh: a click right after a hover sends no second request. */
export const RECORD_FRESH_FOR = 10_000;

/**
 * Loads a record into the cache ahead of its page (the admin hovers or focuses its link), unless a
 * fresh copy is there already. Failures are not told: the page loads it again when opened.
 */
export function usePrefetch(): <T>(query: RemoteQuery<T> | null) => void {
  const client = useQueryClient();
  return useCallback(
    <T>(query: RemoteQuery<T> | null) => {
      if (query === null) return;
      void client.prefetchQuery({ queryKey: query.key, queryFn: ({ signal }) => query.load(signal), staleTime: RECORD_FRESH_FOR });
    },
    [client],
  );
}

/**
 * Reads a query through the cache, outside a screen's render (e.g. the page after the one shown): a copy
 * loaded within `freshFor` ms and not marked changed is answered from the cache with no request; otherwise
 * it is loaded (and cached under its key, so the screen that shows it later starts from it). Rejects
 * when the load fails.
 */
export function useFetchRemote(): <T>(query: RemoteQuery<T>, freshFor?: number) => Promise<T> {
  const client = useQueryClient();
  return useCallback(
    <T>(query: RemoteQuery<T>, freshFor = RECORD_FRESH_FOR) =>
      client.fetchQuery({ queryKey: query.key, queryFn: ({ signal }) => query.load(signal), staleTime: freshFor }),
    [client],
  );
}

/**
 * A load's state as TanStack Query gives it (`isPending`: nothing of this key to show yet; `isError`: the last load
 * failed; `data`, `error`, `isFetching`, `refetch`...), plus `outdated`: what is shown is not this key's answer as it
 * stands, either the rows of the page before kept while this page loads (`isPlaceholderData`) or data an action
 * marked changed (kernel/useChange), loaded again. A screen shows outdated data busy, never as current.
 */
export type RemoteResult<T> = UseQueryResult<T, Error> & { outdated: boolean };

/**
 * Loads what an area's `queryOptions` (its `queries.ts`) describe, through the app's cache (kernel/remoteCache.tsx):
 * a key loaded before shows its data at once and is refreshed behind it; a newer key aborts the older load (its
 * `queryFn` passes TanStack's signal on), and so does leaving the screen. `skipToken` as the `queryFn` loads nothing.
 *
 * ```ts
 * const discounts = useRemoteQuery(discountQueries.list());
 * <DataTable loading={discounts.isPending || discounts.outdated} error={discounts.isError ? t('…') : null} onRetry={() => void discounts.refetch()} />
 * ```
 */
export function useRemoteQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): RemoteResult<T> {
  const client = useQueryClient();
  const query = useQuery(options);
  const changed = query.isFetching && client.getQueryState(options.queryKey)?.isInvalidated === true;
  return Object.assign(query, { outdated: query.isPlaceholderData || changed });
}
