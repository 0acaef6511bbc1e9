import { useCallback, useSyncExternalStore } from 'react';

/** Where the browser remembers the "Open the next case" switch (every tab and later visits). */
export const OPEN_NEXT_CASE_KEY = 'admin:review-open-next-case';
const CHANGED = 'admin:review-open-next-case-changed';

/** The choice as last set in this tab, kept in memory: what counts while the browser's storage refuses it. */
let inMemory: boolean | undefined;

function read(): boolean {
  try {
    const stored = window.localStorage.getItem(OPEN_NEXT_CASE_KEY);
    // Stored, or set here when storage refused the write (then what storage holds is out of date).
    return inMemory ?? stored === 'on';
  } catch {
    return inMemory ?? false;
  }
}

function subscribe(onChange: () => void): () => void {
  // Another tab (storage) or another screen of this tab (CHANGED) turned it.
  const onStorage = (event: StorageEvent) => {
    // Another tab stored a choice: it is the current one.
    if (event.key === OPEN_NEXT_CASE_KEY || event.key === null) inMemory = undefined;
    onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
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
      inMemory = undefined;
    } catch {
      // Not remembered by the browser: this tab keeps it in memory.
      inMemory = next;
    }
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [on, set];
}
