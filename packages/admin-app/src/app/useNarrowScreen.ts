import { useSyncExternalStore } from 'react';

/** Where admin-ui's AppShell turns the sidebar into a drawer (its DRAWER_BREAKPOINT, 640 px). */
export const NARROW_SCREEN = '(max-width: 640px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True while the window is as narrow as a phone's (the sidebar is a drawer); follows resizing and zoom. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
