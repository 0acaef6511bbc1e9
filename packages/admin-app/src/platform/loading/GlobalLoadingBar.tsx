import { LoadingBar } from '@admin-console/admin-ui';
import { useEffect } from 'react';
import type { LoadingState } from './loadingState';
import { loadingStore } from './loadingStore';
import { useLoadingState } from './useLoadingState';
import { useT } from '../i18n/i18n';

const selectLoading = (state: LoadingState) => state.loading;
const selectMessage = (state: LoadingState) => state.message;

/**
 * The application's one loading bar (docs/product.md#loading: at the top while any request runs). Fixed at
 * the top of the viewport, it sits in a landmark of the page on screen, so that nothing is outside one:
 * the signed-in layout's banner, the sign-in page's main, the banner of the first chunk's load below.
 * Exactly one of them is mounted at a time. Two primitive selectors: a change of the request count
 * alone does not re-render it.
 */
export function GlobalLoadingBar() {
  const loading = useLoadingState(selectLoading);
  const message = useLoadingState(selectMessage);
  const t = useT();
  return <LoadingBar active={loading} label={message || t('shell.loading')} />;
}

/**
 * The router's HydrateFallback: while the first screen's chunk loads nothing can be shown yet,
 * but the global bar (in a banner of its own) says something is happening (one start, one stop).
 */
export function FirstRouteLoading() {
  useEffect(() => {
    loadingStore.start();
    return () => loadingStore.stop();
  }, []);
  return (
    <header>
      <GlobalLoadingBar />
    </header>
  );
}
