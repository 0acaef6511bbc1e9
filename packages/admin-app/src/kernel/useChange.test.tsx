import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse } from 'axios';
import type { ReactNode } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { registerNavigator, type BridgeLocation } from '../platform/navigationBridge';
import { createRemoteCache } from './remoteCache';
import { useChange, type ChangeOptions } from './useChange';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Where the admin is, as the router would say through the navigation bridge. */
let here: BridgeLocation = { pathname: '/discounts/7/edit', search: '?tab=main', hash: '' };
const unregister = registerNavigator({ navigate: () => undefined, location: () => here });
afterEach(() => {
  here = { pathname: '/discounts/7/edit', search: '?tab=main', hash: '' };
});
// Registered for the whole file: the bridge is put back as it was for the files after this one.
afterAll(() => unregister());

function setup<I, T>(options: ChangeOptions<I, T>, client: QueryClient = createRemoteCache()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(() => useChange(options), { wrapper }) };
}

describe('useChange', () => {
  it('sends one request for five runs within one task, and takes the next once the first is answered', async () => {
    const answer = deferred<string>();
    const send = vi.fn(() => answer.promise);
    const { result } = setup({ send });
    const started = vi.fn();
    let runs: Promise<unknown>[] = [];
    act(() => {
      runs = [1, 2, 3, 4, 5].map((n) => result.current.run(n, started));
    });
    expect(result.current.pending).toBe(true);
    await act(async () => answer.resolve('saved'));
    const outcomes = await Promise.all(runs);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(1);
    // `start` runs only for the change sent: a refused click changes nothing on screen.
    expect(started).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([{ ok: true, result: 'saved', here: true }, null, null, null, null]);
    expect(result.current.pending).toBe(false);
    send.mockResolvedValueOnce('again');
    await act(async () => expect(await result.current.run(6)).toEqual({ ok: true, result: 'again', here: true }));
  });

  it('a `once` change that succeeded takes no other and stays busy (the form is on its way to its list)', async () => {
    const send = vi.fn(async () => 'created');
    const { result } = setup({ send, once: true });
    await act(async () => expect(await result.current.run('a')).toMatchObject({ ok: true }));
    expect(result.current.pending).toBe(true);
    await act(async () => expect(await result.current.run('b')).toBeNull());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a `once` change that failed may be tried again', async () => {
    const send = vi.fn().mockRejectedValueOnce(httpError(500, {})).mockResolvedValueOnce('created');
    const { result } = setup({ send, once: true });
    await act(async () => expect(await result.current.run('a')).toMatchObject({ ok: false, kind: 'failed' }));
    expect(result.current.pending).toBe(false);
    await act(async () => expect(await result.current.run('a')).toMatchObject({ ok: true, result: 'created' }));
  });

  it('is not "here" when the admin went to another address, or the same one with another query, or left the page', async () => {
    for (const move of [() => (here = { ...here, pathname: '/discounts' }), () => (here = { ...here, search: '?tab=groups' })]) {
      const answer = deferred<string>();
      const { result } = setup({ send: () => answer.promise });
      let run!: Promise<unknown>;
      act(() => {
        run = result.current.run(undefined);
      });
      move();
      await act(async () => answer.resolve('ok'));
      expect(await run).toEqual({ ok: true, result: 'ok', here: false });
      here = { pathname: '/discounts/7/edit', search: '?tab=main', hash: '' };
    }
    // Unmounted (the page went away) at the same address: not here either.
    const answer = deferred<string>();
    const { result, unmount } = setup({ send: () => answer.promise });
    let run!: Promise<unknown>;
    act(() => {
      run = result.current.run(undefined);
    });
    unmount();
    answer.resolve('ok');
    expect(await run).toEqual({ ok: true, result: 'ok', here: false });
  });

  it('reads a failure once: a 401 ends the session, a 422 carries its body, anything else says why in words', async () => {
    const failing = (error: unknown) => setup({ send: () => Promise.reject(error) }).result;
    const body = { errors: { title: ['Taken.'] } };
    const cases: [unknown, object][] = [
      [httpError(401, { message: 'Unauthenticated.' }), { kind: 'session-ended' }],
      [httpError(422, body), { kind: 'refused', body }],
      [httpError(500, { message: 'Down for repairs.' }), { kind: 'failed', said: 'Down for repairs.', reason: 'Down for repairs' }],
      // A proxy's page is never shown: its status is.
      [
        httpError(502, '<html><body>Bad Gateway</body></html>'),
        { kind: 'failed', said: undefined, reason: 'The server could not be reached (502 Bad Gateway)' },
      ],
      [httpError(413, '<html></html>'), { kind: 'failed', reason: 'What was sent is too large for the server (413 Content Too Large)' }],
      [new CanceledError(), { kind: 'cancelled' }],
    ];
    for (const [error, expected] of cases) {
      const result = failing(error);
      await act(async () => expect(await result.current.run(undefined)).toMatchObject({ ok: false, here: true, error, ...expected }));
    }
    // An upload's 413 speaks of its files.
    const upload = setup({ send: () => Promise.reject(httpError(413, '')), sends: 'files' }).result;
    await act(async () =>
      expect(await upload.current.run(undefined)).toMatchObject({
        reason: 'The files are too large for the server (413 Content Too Large)',
      }),
    );
  });

  it('reads the HTTP error out of a wrapped failure (a partial save)', async () => {
    const http = httpError(422, { message: 'Bad group.' });
    const wrapped = { saved: ['discount'], error: http };
    const { result } = setup({ send: () => Promise.reject(wrapped), httpError: (f) => (f as typeof wrapped).error });
    await act(async () =>
      expect(await result.current.run(undefined)).toMatchObject({ kind: 'refused', failure: wrapped, error: http, said: 'Bad group.' }),
    );
  });

  it('marks what changed in the cache once answered, the outcome in hand', async () => {
    const client = createRemoteCache();
    client.setQueryData(['fees', 'fees'], ['old']);
    client.setQueryData(['fees', 'distributions'], ['d']);
    client.setQueryData(['discounts', 'list'], ['x']);
    const marks = vi.fn<NonNullable<ChangeOptions<string, string>['marks']>>((cache, outcome) => {
      if (!outcome.ok) return;
      cache.set(['fees', 'fees'], ['new']);
      cache.changed(['fees'], { reload: 'none', except: (key) => key[1] === 'fees' });
    });
    const { result } = setup({ send: async (input: string) => `sent ${input}`, marks }, client);
    await act(async () => void (await result.current.run('row')));
    expect(marks).toHaveBeenCalledWith(expect.anything(), { ok: true, result: 'sent row', here: true }, 'row');
    expect(client.getQueryData(['fees', 'fees'])).toEqual(['new']);
    expect(client.getQueryState(['fees', 'fees'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['fees', 'distributions'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['discounts', 'list'])?.isInvalidated).toBe(false);
  });

  it('reads and marks the answer with the options of the moment the admin acted, not those of a later render', async () => {
    // The review of record 7 decided, then record 8 shown (the same page, another id) before the answer.
    const answer = deferred<string>();
    const client = createRemoteCache();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const marked: string[] = [];
    const { result, rerender } = renderHook(
      ({ record }: { record: string }) => useChange({ send: () => answer.promise, marks: () => void marked.push(record) }),
      { wrapper, initialProps: { record: '7' } },
    );
    let run!: Promise<unknown>;
    act(() => {
      run = result.current.run(undefined);
    });
    rerender({ record: '8' });
    await act(async () => answer.resolve('approved'));
    await run;
    expect(marked).toEqual(['7']);
  });

  it('is not left busy when what the screen runs around the request throws', async () => {
    const { result } = setup({
      send: async () => 'ok',
      marks: () => {
        throw new Error('a bug in the screen');
      },
    });
    await act(async () => expect(result.current.run(undefined)).rejects.toThrow('a bug in the screen'));
    expect(result.current.pending).toBe(false);
  });
});
