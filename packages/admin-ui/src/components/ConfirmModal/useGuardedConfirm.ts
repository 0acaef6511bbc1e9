import { useCallback, useEffect, useRef, useState } from 'react';

/** What the confirm button is waiting for, if anything. */
export type ConfirmPending = 'promise' | 'handoff' | null;

export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * Makes a confirm action impossible to run twice, even if the screen forgets `busy`.
 *
 * - `onConfirm` returns a promise: locked until it settles (resolve or reject); the modal shows busy.
 * - `onConfirm` returns nothing: the action was handed to the screen; locked until the modal closes or
 *   the screen's `busy` goes from true to false (the screen saying "done, you may retry").
 *
 * A ref guards the synchronous window (two clicks dispatched before React re-renders); state drives the UI.
 * A rejected promise is the screen's to report: the lock only needs to know it settled.
 */
export function useGuardedConfirm(open: boolean, busy: boolean) {
  const lock = useRef(false);
  const [pending, setPending] = useState<ConfirmPending>(null);

  // Reset when the modal closes, and when the screen's busy flag falls (adjusting state during render).
  const [seen, setSeen] = useState({ open, busy });
  if (seen.open !== open || seen.busy !== busy) {
    setSeen({ open, busy });
    const fell = seen.busy && !busy;
    if (!open || (fell && pending === 'handoff')) setPending(null);
  }
  useEffect(() => {
    if (!open) lock.current = false;
  }, [open]);
  useEffect(() => {
    if (!busy && pending === null) lock.current = false;
  }, [busy, pending]);

  const run = useCallback(
    (action: () => unknown) => {
      if (lock.current || busy) return;
      lock.current = true;
      let result: unknown;
      try {
        result = action();
      } catch (error) {
        lock.current = false;
        throw error;
      }
      if (isThenable(result)) {
        setPending('promise');
        const settle = () => {
          lock.current = false;
          setPending(null);
        };
        result.then(settle, settle);
      } else {
        setPending('handoff');
      }
    },
    [busy],
  );

  return { run, pending };
}
