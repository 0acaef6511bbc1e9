import { LoadingBar } from '@admin-console/admin-ui';
import { useEffect } from 'react';
import type { LoadingState } from '../platform/loading/loadingState';
import { loadingStore } from '../platform/loading/loadingStore';
import { useLoadingState } from '../platform/loading/useLoadingState';

const selectLoading = (state: LoadingState) => state.loading;
const selectMessage = (state: LoadingState) => state.message;

/**
 * The application's one loading bar (docs/product.md#loading: at the top while any request runs), rendered
 * once above the router so it covers every screen, /login and the first route chunk included.
 * Two primitive selectors: a change of the request count alone does not re-render it.
 */
export function GlobalLoadingBar() {
  const loading = useLoadingState(selectLoading);
  const message = useLoadingState(selectMessage);
  return <LoadingBar active={loading} label={message || 'Loading'} />;
}

/**
 * The router's HydrateFallback: while the first screen's chunk loads nothing can be shown yet,
 * but the global bar says something is happening (one start, one stop).
 */
export function FirstRouteLoading() {
  useEffect(() => {
    loadingStore.start();
    return () => loadingStore.stop();
  }, []);
  return null;
}
