import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchIdle, type IdleWatchOptions } from './idleWatch';
import { tellTabs } from './tabChannel';

const MINUTE = 60_000;

function watch(overrides: Partial<IdleWatchOptions> = {}) {
  const calls = { warn: vi.fn(), active: vi.fn(), lock: vi.fn() };
  const watching = watchIdle({
    idleMs: 15 * MINUTE,
    warnMs: MINUTE,
    onWarn: calls.warn,
    onActive: calls.active,
    onLock: calls.lock,
    ...overrides,
  });
  return { ...calls, watching };
}

/** A message as another tab of the console sends it (this tab's own are never delivered to itself). */
function fromAnotherTab(at: number) {
  const channel = new BroadcastChannel('admin:session');
  channel.postMessage({ type: 'active', at });
  channel.close();
}

describe('the idle watch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns a minute before the lock, then locks after 15 minutes without input', () => {
    const { warn, lock, watching } = watch();
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledExactlyOnceWith(Date.now() + MINUTE);
    expect(lock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(lock).toHaveBeenCalledTimes(1);
    watching.stop();
  });

  it('counts input as activity before the warning, and not while warned (the dialog asks for a choice)', () => {
    const { warn, lock, watching } = watch();
    vi.advanceTimersByTime(10 * MINUTE);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PointerEvent('pointermove'));
    vi.advanceTimersByTime(MINUTE);
    expect(lock).toHaveBeenCalledTimes(1);
    watching.stop();
  });

  it('"Stay signed in" ends the warning and starts the 15 minutes again', () => {
    const { warn, active, lock, watching } = watch();
    vi.advanceTimersByTime(14 * MINUTE + 30_000);
    expect(warn).toHaveBeenCalledTimes(1);
    watching.stay();
    expect(active).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(lock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledTimes(2);
    watching.stop();
  });

  it('counts activity in another tab, also while warned', async () => {
    const { warn, active, lock, watching } = watch();
    vi.advanceTimersByTime(14 * MINUTE + 10_000);
    expect(warn).toHaveBeenCalledTimes(1);
    fromAnotherTab(Date.now());
    await vi.waitFor(() => expect(active).toHaveBeenCalledTimes(1));
    vi.advanceTimersByTime(MINUTE);
    expect(lock).not.toHaveBeenCalled();
    watching.stop();
  });

  it('tells the other tabs of its input, at most once every 5 seconds', () => {
    const heard: unknown[] = [];
    const other = new BroadcastChannel('admin:session');
    other.onmessage = (event) => heard.push(event.data);
    const { watching } = watch();
    return (async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
      vi.advanceTimersByTime(5_000);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'c' }));
      await vi.waitFor(() => expect(heard).toHaveLength(2));
      expect(heard).toEqual([
        { type: 'active', at: Date.parse('2026-11-27T09:00:00Z') },
        { type: 'active', at: Date.parse('2026-11-27T09:00:05Z') },
      ]);
      other.close();
      watching.stop();
    })();
  });

  it('locks at once when the machine slept past the lock (the timer fires late)', () => {
    const { warn, lock, watching } = watch();
    vi.setSystemTime(Date.now() + 20 * MINUTE);
    vi.advanceTimersByTime(14 * MINUTE);
    expect(lock).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
    watching.stop();
  });
});

describe('tellTabs', () => {
  it('reaches the other tabs, not this one', async () => {
    const heard: unknown[] = [];
    const other = new BroadcastChannel('admin:session');
    other.onmessage = (event) => heard.push(event.data);
    tellTabs({ type: 'ended', cause: 'logout', session: 'abc' });
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'ended', cause: 'logout', session: 'abc' }]));
    other.close();
  });
});
