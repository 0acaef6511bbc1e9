import { useCallback, useSyncExternalStore } from 'react';

/** Where the browser remembers the "Open the next case" switch (every tab and later visits). */
export const OPEN_NEXT_CASE_KEY = 'admin:review-open-next-case';
const CHANGED = 'admin:review-open-next-case-changed';

function read(): boolean {
  try {
    return window.localStorage.getItem(OPEN_NEXT_CASE_KEY) === 'on';
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  // Another tab (storage) or another screen of this tab (CHANGED) turned it.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/**
 * The reviewer's "Open the next case" choice, remembered per browser (off unless turned on): on, a
 * decision opens the next case of the list instead of the list. A browser that keeps nothing
 * (storage refused) still has the switch for this page.
 */
export function useOpenNextCase(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(OPEN_NEXT_CASE_KEY, next ? 'on' : 'off');
    } catch {
      // Not remembered: nothing to do.
    }
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [on, set];
}
