import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { sessionStore } from '../platform/session/sessionStore';

/**
 * The cache of what the screens load (TanStack Query): lists and records by structured key, e.g.
 * `['kyc', 'list', { status, search, page }]` and `['kyc', 'record', '7']`, so an area can invalidate
 * everything it holds with its first segment (`['kyc']`). Each area gives its keys in one place (its keys.ts).
 *
 * - No retry: a failure is shown at once (401 and 403 are handled globally by platform/http.ts).
 * - No refetch when the window regains focus, except where a screen asks for it (the review queues
 *   and records): an editable grid or a form is never overwritten under the admin's edits.
 * - `networkMode: 'always'`: a request is sent even when the browser says it is offline, so an
 *   unreachable server is told as a failure, never as a load that waits for ever.
 */
export function createRemoteCache(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export type RemoteKey = QueryKey;

/**
 * Holds the cache of the signed-in part of the app (the protected layout, its own chunk, so a
 * first visit to /login downloads none of this). A new cache for each mount: every test and story
 * that renders the app starts empty. When the session ends (Logout, a 401) or changes hands the
 * cache is emptied and its requests cancelled: nothing loaded for one administrator is shown to the next.
 */
export function RemoteCacheProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createRemoteCache);
  useEffect(() => {
    let token = sessionStore.getState().token;
    return sessionStore.subscribe(() => {
      const now = sessionStore.getState().token;
      if (now === token) return;
      token = now;
      client.clear();
    });
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
