import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRemote } from './useRemote';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRemote', () => {
  it('a slow older answer never overwrites the newer one, and the older request is aborted', async () => {
    const calls: Deferred<string>[] = [];
    const load = (signal: AbortSignal) => {
      const call = deferred<string>();
      call.signal = signal;
      calls.push(call);
      return call.promise;
    };
    const { result, rerender } = renderHook(({ key }) => useRemote(key, load), {
      initialProps: { key: 'page=1' },
    });
    expect(result.current.status).toBe('loading');
    rerender({ key: 'page=2' });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.signal?.aborted).toBe(true);
    await act(async () => calls[1]?.resolve('second'));
    expect(result.current).toMatchObject({ status: 'success', data: 'second' });
    await act(async () => calls[0]?.resolve('first'));
    expect(result.current.data).toBe('second');
  });

  it('keeps the earlier data while reloading, reports a failure, and loads again on reload()', async () => {
    let n = 0;
    const outcomes: Array<() => Promise<string>> = [
      () => Promise.resolve('one'),
      () => Promise.reject(new Error('down')),
      () => Promise.resolve('three'),
    ];
    const { result } = renderHook(() => useRemote('k', () => outcomes[n++]!()));
    await waitFor(() => expect(result.current.data).toBe('one'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBe('one');
    expect((result.current.error as Error).message).toBe('down');
    act(() => result.current.reload());
    expect(result.current.refreshing).toBe(true);
    await waitFor(() =>
      expect(result.current).toMatchObject({
        status: 'success',
        data: 'three',
        error: undefined,
      }),
    );
  });

  it('loads nothing for a null key and aborts on unmount', async () => {
    const signals: AbortSignal[] = [];
    const load = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    };
    const { rerender, unmount } = renderHook(({ key }: { key: string | null }) => useRemote(key, load), {
      initialProps: { key: null as string | null },
    });
    expect(signals).toHaveLength(0);
    rerender({ key: 'x' });
    await waitFor(() => expect(signals).toHaveLength(1));
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });
});
