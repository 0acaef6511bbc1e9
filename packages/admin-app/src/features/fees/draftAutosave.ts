/**
 * Keeps a value (the grid's typed edits) off the keystroke path: `schedule` only remembers the latest value and
 * starts a timer if none runs, and the timer writes it. So a burst of typing costs one write per `delayMs` at
 * most, a value is written within `delayMs` of its last change even while typing goes on, and the keystroke itself
 * never serialises anything. `flush` writes a pending value at once (the page is being hidden, the session
 * ended), `cancel` forgets it (the draft was saved, discarded, or written by other means).
 */
export interface DraftAutosave<T> {
  schedule(value: T): void;
  flush(): void;
  cancel(): void;
}

export const AUTOSAVE_DELAY_MS = 400;

export function draftAutosave<T>(write: (value: T) => void, delayMs = AUTOSAVE_DELAY_MS): DraftAutosave<T> {
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    stopTimer();
    if (pending === null) return;
    const { value } = pending;
    pending = null;
    write(value);
  };

  return {
    schedule(value) {
      pending = { value };
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
    cancel() {
      stopTimer();
      pending = null;
    },
  };
}
