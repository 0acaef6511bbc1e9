import { useCallback, useRef } from 'react';

/**
 * A lock for one request at a time, taken synchronously: clicks dispatched within one task (five clicks on
 * Save before React renders the busy button) all see the first at once, which rendered state cannot promise.
 * `run(task)` runs `task` unless one is running, and answers `null` then.
 *
 * The kernel's change hook (kernel/useChange.ts) holds its requests with it; so does the sign-in form, which
 * is drawn before the data cache exists (the first page's download stays small).
 */
export function useOneAtATime(): <T>(task: () => Promise<T>) => Promise<T | null> {
  const running = useRef(false);
  return useCallback(async <T>(task: () => Promise<T>): Promise<T | null> => {
    if (running.current) return null;
    running.current = true;
    try {
      return await task();
    } finally {
      running.current = false;
    }
  }, []);
}
