import { ConfirmModal } from '@admin-console/admin-ui';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactElement } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useT } from './messages';

export interface UnsavedChangesGuard {
  /** The confirmation dialog: render it once in the page. */
  prompt: ReactElement;
  /**
   * Lets the next navigation through without asking (e.g. right after a successful save, before
   * the page's dirty state has re-rendered).
   */
  allowNextNavigation: () => void;
}

/**
 * While `dirty`, leaving the page asks first (docs/product.md#leaving-with-unsaved-changes): a route change (link, Back, sidebar)
 * opens a confirmation dialog; closing or reloading the tab triggers the browser's own prompt.
 * Going to /login (the session ended) is never held up: keep a draft for that case.
 *
 * ```tsx
 * const guard = useUnsavedChangesGuard(hasEdits);
 * return <>{...}{guard.prompt}</>;
 * ```
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const t = useT();
  const dirtyRef = useRef(dirty);
  const bypassRef = useRef(false);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
    if (!dirty) bypassRef.current = false;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (!dirtyRef.current || bypassRef.current) return false;
    // The session has ended (a 401, or Logout): asking cannot save anything, and the screens keep
    // their unsaved work as a draft that comes back after signing in again.
    if (nextLocation.pathname === '/login') return false;
    return currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (bypassRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    bypassRef.current = true;
  }, []);

  const blocked = blocker.state === 'blocked';
  // The same element while nothing it shows changes: a page that re-renders on every keystroke (the fee grids)
  // does not render the closed dialog again each time.
  const prompt = useMemo(
    () => (
      <ConfirmModal
        open={blocked}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={t('platform.leaveTitle')}
        description={t('platform.leaveText')}
        confirmLabel={t('platform.leave')}
        cancelLabel={t('platform.stay')}
        tone="danger"
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    ),
    [blocked, blocker, t],
  );
  return { prompt, allowNextNavigation };
}
