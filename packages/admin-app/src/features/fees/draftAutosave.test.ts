import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, draftAutosave } from './draftAutosave';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('draftAutosave', () => {
  it('writes nothing on the keystroke: a burst of values is one write of the latest, after the delay', () => {
    const write = vi.fn();
    const autosave = draftAutosave<string>(write);
    for (const value of ['W', 'Wa', 'Wal', 'Wall', 'Walle', 'Wallet']) autosave.schedule(value);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith('Wallet');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 5);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('keeps writing while typing goes on: at most one write per delay, none held back longer', () => {
    const write = vi.fn();
    const autosave = draftAutosave<number>(write);
    // A value every 100 ms for 2 s, the typing never pausing for the delay.
    for (let t = 1; t <= 20; t += 1) {
      autosave.schedule(t);
      vi.advanceTimersByTime(100);
    }
    expect(write.mock.calls.length).toBeGreaterThanOrEqual(Math.floor(2000 / AUTOSAVE_DELAY_MS) - 1);
    expect(write.mock.calls.length).toBeLessThanOrEqual(Math.ceil(2000 / AUTOSAVE_DELAY_MS));
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(write).toHaveBeenLastCalledWith(20);
  });

  it('flush writes the pending value at once, and only once', () => {
    const write = vi.fn();
    const autosave = draftAutosave<string>(write);
    autosave.flush();
    expect(write).not.toHaveBeenCalled();
    autosave.schedule('typed');
    autosave.flush();
    expect(write).toHaveBeenCalledWith('typed');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    autosave.flush();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('cancel forgets the pending value: a discarded or saved draft is not written back', () => {
    const write = vi.fn();
    const autosave = draftAutosave<string>(write);
    autosave.schedule('discarded');
    autosave.cancel();
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    autosave.flush();
    expect(write).not.toHaveBeenCalled();
    autosave.schedule('next');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(write).toHaveBeenCalledWith('next');
  });
});
