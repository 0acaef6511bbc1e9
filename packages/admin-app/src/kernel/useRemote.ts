import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * What an area loads, as TanStack Query options (its `queries.ts`, or its api's `queryOptions`): the key and the call
 * together, so a screen, a prefetch and a read outside render ask the cache for the same thing.
 */
export type RemoteQuery<T> = UseQueryOptions<T, Error, T, QueryKey>;

/**
 * A load's state as TanStack Query gives it (`isPending`: nothing of this key to show yet; `isError`: the last load
 * failed; `data`, `error`, `isFetching`, `refetch`...), plus `outdated`: what is shown is not this key's answer as it
 * stands, either the rows of the page before kept while this page loads (`isPlaceholderData`) or data an action
 * marked changed (kernel/useChange), loaded again. A screen shows outdated data busy, never as current. And `failed`:
 * the last load failed and no other runs. (TanStack keeps `isError` while a retry runs on a query that has data: a
 * screen says the failure once it stands, and shows the retry as a load.)
 */
export type RemoteResult<T> = UseQueryResult<T, Error> & { outdated: boolean; failed: boolean };

/**
 * Loads what an area's `queryOptions` describe, through the app's cache (kernel/remoteCache.tsx): a key loaded
 * before shows its data at once and is refreshed behind it; a newer key aborts the older load (its `queryFn`
 * passes TanStack's signal on), and so does leaving the screen. `skipToken` as the `queryFn` loads nothing.
 *
 * ```ts
 * const discounts = useRemoteQuery(discountQueries.list());
 * <DataTable loading={discounts.isPending || discounts.outdated} error={discounts.failed ? t('…') : null} onRetry={() => void discounts.refetch()} />
 * ```
 */
export function useRemoteQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): RemoteResult<T> {
  const client = useQueryClient();
  const query = useQuery(options);
  const changed = query.isFetching && client.getQueryState(options.queryKey)?.isInvalidated === true;
  const own = { outdated: query.isPlaceholderData || changed, failed: query.isError && !query.isFetching };
  // A view of TanStack's result with the two flags, each of its fields read through (TanStack tracks which a screen
  // reads); the result itself, which TanStack compares with its next, is left as it is.
  const view = { ...own } as RemoteResult<T>;
  for (const key of Object.keys(query) as (keyof UseQueryResult<T, Error>)[]) {
    Object.defineProperty(view, key, { enumerable: true, get: () => query[key] });
  }
  return view;
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
      if (query !== null) void client.prefetchQuery({ ...query, staleTime: RECORD_FRESH_FOR });
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
    <T>(query: RemoteQuery<T>, freshFor = RECORD_FRESH_FOR) => client.fetchQuery({ ...query, staleTime: freshFor }),
    [client],
  );
}
