import { useNotifications } from '@admin-console/admin-ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { loadingStore } from '../platform/loading/loadingStore';
import { onAppNotice } from '../platform/appEvents';
import { registerNavigator, type BridgeLocation } from '../platform/navigationBridge';

/**
 * Registers the router with the navigation bridge, so the HTTP interceptors can send the
 * administrator to /login (remembering where they were) without a page reload. Registered in a
 * layout effect: before any child's passive effect can start a request.
 */
export function useNavigationBridge(): void {
  const navigate = useNavigate();
  // Where the admin is: the page shown, or, while the next page's code loads after a click, that
  // next page (the old one is still on screen, but the admin has left it: a late answer to
  // something done there must not navigate back over the click).
  const shown = useLocation();
  const location = useNavigation().location ?? shown;
  const where = useRef<BridgeLocation>(location);
  useLayoutEffect(() => {
    where.current = { pathname: location.pathname, search: location.search, hash: location.hash };
  }, [location.pathname, location.search, location.hash]);
  useLayoutEffect(
    () =>
      registerNavigator({
        navigate: (to, options) => void navigate(to, options),
        location: () => where.current,
      }),
    [navigate],
  );
}

/**
 * Turns notices emitted by non-React code (e.g. the 403 interceptor) into notifications. Listening in a layout
 * effect, as the page is drawn: a passive effect runs a task after the page shows, and a notice given in between
 * (an answer that quick, under load) had nobody to hear it, and was lost.
 */
export function useNoticeBridge(): void {
  const { notify } = useNotifications();
  useLayoutEffect(() => onAppNotice((notice) => void notify(notice)), [notify]);
}

/** While a lazy route's code loads, the global loading bar shows (one start, one stop). */
export function useRouteLoading(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return undefined;
    loadingStore.start();
    return () => loadingStore.stop();
  }, [busy]);
}
