import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RemoteCacheProvider } from './remoteCache';
import { useRemoteQuery } from './useRemote';
import { useCacheMarks } from './useChange';

/** Each render its own cache, as each app render has. */
const wrapper = ({ children }: { children: ReactNode }) => <RemoteCacheProvider>{children}</RemoteCacheProvider>;

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

describe('useRemoteQuery', () => {
  const options = (key: readonly unknown[], load: (signal: AbortSignal) => Promise<string>) =>
    queryOptions({ queryKey: key, queryFn: ({ signal }) => load(signal), placeholderData: keepPreviousData });

  function recorded() {
    const calls: Deferred<string>[] = [];
    const load = (signal: AbortSignal) => {
      const call = deferred<string>();
      call.signal = signal;
      calls.push(call);
      return call.promise;
    };
    return { calls, load };
  }

  it('a newer key aborts the older load, whose late answer never shows; the page before shows outdated meanwhile', async () => {
    const { calls, load } = recorded();
    const { result, rerender } = renderHook(({ page }) => useRemoteQuery(options(['list', { page }], load)), {
      initialProps: { page: 1 },
      wrapper,
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => calls[0]!.resolve('first'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'first', outdated: false }));
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ data: 'first', outdated: true, isPlaceholderData: true });
    rerender({ page: 3 });
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]!.signal?.aborted).toBe(true);
    await act(async () => calls[2]!.resolve('third'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'third', outdated: false }));
    await act(async () => calls[1]!.resolve('second, late'));
    expect(result.current.data).toBe('third');
  });

  it('a key loaded before shows its data at once, current, while it is loaded again behind it', async () => {
    const { calls, load } = recorded();
    const { result, rerender } = renderHook(({ page }) => useRemoteQuery(options(['list', { page }], load)), {
      initialProps: { page: 1 },
      wrapper,
    });
    await act(async () => calls[0]!.resolve('page one'));
    rerender({ page: 2 });
    await act(async () => calls[1]!.resolve('page two'));
    await waitFor(() => expect(result.current.data).toBe('page two'));
    rerender({ page: 1 });
    expect(result.current).toMatchObject({ data: 'page one', outdated: false, isFetching: true });
    await act(async () => calls[2]!.resolve('page one, refreshed'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'page one, refreshed', isFetching: false }));
  });

  it('data an action marked changed shows outdated (kept) until loaded again', async () => {
    const { calls, load } = recorded();
    const { result } = renderHook(() => ({ remote: useRemoteQuery(options(['kyc', 'list'], load)), marks: useCacheMarks() }), {
      wrapper,
    });
    await act(async () => calls[0]!.resolve('before'));
    await waitFor(() => expect(result.current.remote.isSuccess).toBe(true));
    expect(result.current.remote.outdated).toBe(false);
    act(() => result.current.marks.changed(['kyc']));
    await waitFor(() => expect(result.current.remote).toMatchObject({ data: 'before', outdated: true }));
    await act(async () => calls[1]!.resolve('after'));
    await waitFor(() => expect(result.current.remote).toMatchObject({ data: 'after', outdated: false }));
  });

  it("a change marked under another area's key marks the queries that read it (meta.reads), and only those", async () => {
    const { calls, load } = recorded();
    const other = recorded();
    const { result } = renderHook(
      () => ({
        reader: useRemoteQuery({ ...options(['discounts', 'list'], load), meta: { reads: [['groups']] } }),
        bystander: useRemoteQuery(options(['fees', 'list'], other.load)),
        marks: useCacheMarks(),
      }),
      { wrapper },
    );
    await act(async () => {
      calls[0]!.resolve('discounts');
      other.calls[0]!.resolve('fees');
    });
    await waitFor(() => expect(result.current.reader.isSuccess && result.current.bystander.isSuccess).toBe(true));
    act(() => result.current.marks.changed(['groups']));
    await waitFor(() => expect(result.current.reader.outdated).toBe(true));
    expect(calls).toHaveLength(2);
    expect(result.current.bystander.outdated).toBe(false);
    expect(other.calls).toHaveLength(1);
    await act(async () => calls[1]!.resolve('discounts again'));
    await waitFor(() => expect(result.current.reader.outdated).toBe(false));
    // One group changed (a narrower key than the one read) marks the reader too.
    act(() => result.current.marks.changed(['groups', 'record', 5]));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(other.calls).toHaveLength(1);
  });

  it('keeps the earlier data when a reload fails, says failed, and while Retry runs is a load, not a failure', async () => {
    const { calls, load } = recorded();
    const { result } = renderHook(() => useRemoteQuery(options(['k'], load)), { wrapper });
    await act(async () => calls[0]!.resolve('one'));
    await waitFor(() => expect(result.current.data).toBe('one'));
    act(() => void result.current.refetch());
    await act(async () => calls[1]!.reject(new Error('down')));
    await waitFor(() => expect(result.current).toMatchObject({ failed: true, data: 'one' }));
    expect(result.current.error?.message).toBe('down');
    act(() => void result.current.refetch());
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    // TanStack keeps isError during the retry; the screen reads failed, which waits for the retry's answer.
    expect(result.current).toMatchObject({ isError: true, failed: false, data: 'one' });
    await act(async () => calls[2]!.resolve('three'));
    await waitFor(() => expect(result.current).toMatchObject({ failed: false, isError: false, data: 'three' }));
  });

  it('skipToken loads nothing; leaving the screen aborts the load', async () => {
    const { calls, load } = recorded();
    const { rerender, unmount } = renderHook(
      ({ id }: { id: number | null }) =>
        useRemoteQuery(queryOptions({ queryKey: ['record', id], queryFn: id === null ? skipToken : ({ signal }) => load(signal) })),
      { initialProps: { id: null as number | null }, wrapper },
    );
    expect(calls).toHaveLength(0);
    rerender({ id: 7 });
    await waitFor(() => expect(calls).toHaveLength(1));
    unmount();
    expect(calls[0]!.signal?.aborted).toBe(true);
  });

  it('marks.set during a refresh cancels that refresh: its late answer (asked before the change) never puts the old data back', async () => {
    const { calls, load } = recorded();
    const { result } = renderHook(() => ({ remote: useRemoteQuery(options(['fees', 'screen'], load)), marks: useCacheMarks() }), {
      wrapper,
    });
    await act(async () => calls[0]!.resolve('loaded'));
    await waitFor(() => expect(result.current.remote.isSuccess).toBe(true));
    act(() => void result.current.remote.refetch());
    await waitFor(() => expect(result.current.remote.isFetching).toBe(true));
    act(() => result.current.marks.set(['fees', 'screen'], 'saved'));
    await act(async () => calls[1]!.resolve('loaded (asked before the save)'));
    await waitFor(() => expect(result.current.remote.isFetching).toBe(false));
    expect(result.current.remote.data).toBe('saved');
    expect(calls[1]!.signal?.aborted).toBe(true);
  });
});
