import { http as mswHttp, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAppNotice, type AppNotice } from './appEvents';
import { registerNavigator, type NavigateOptions } from './navigationBridge';
import { loadingStore } from './loading/loadingStore';
import { endSession, sessionStore, startSession } from './session/sessionStore';
import { readStoredUser } from './session/storedUser';
import { readToken, removeToken } from './session/tokenCookie';
import { clearClientState } from '../test/session';
import { setupDemoServer } from '../test/demoServer';
import { login, LOGIN_PATH } from './session/auth';
import { failureText, http, isCancelled } from './http';

const server = setupDemoServer();

interface Nav {
  to: string;
  options?: NavigateOptions;
}

function fakeRouter(pathname: string, search = '', hash = '') {
  const calls: Nav[] = [];
  const unregister = registerNavigator({
    navigate: (to, options) => calls.push({ to, options }),
    location: () => ({ pathname, search, hash }),
  });
  return { calls, unregister };
}

beforeEach(() => clearClientState());
afterEach(() => clearClientState());

describe('the HTTP client', () => {
  it('sends the bearer token from the cookie on every call but the login', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      mswHttp.get('*/api/probe', ({ request }) => {
        seen.probe = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
      mswHttp.post(`*${LOGIN_PATH}`, ({ request }) => {
        seen.login = request.headers.get('Authorization');
      }),
    );
    startSession('tok-123', { id: 1, is_admin: true }, false);
    await http.get('/api/probe');
    await login('admin', 'Admin#2026');
    expect(seen.probe).toBe('Bearer tok-123');
    expect(seen.login).toBeNull();
  });

  it('sends no Authorization header without a session', async () => {
    let header: string | null = 'unset';
    server.use(
      mswHttp.get('*/api/probe', ({ request }) => {
        header = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    await http.get('/api/probe');
    expect(header).toBeNull();
  });

  it('tracks every call in the loading state and stops on success, error and cancel', async () => {
    // Each answer held until the test lets it go: the failure first, then the success.
    let releaseBoom!: () => void;
    const boomGate = new Promise<void>((resolve) => (releaseBoom = resolve));
    let releaseOk!: () => void;
    const okGate = new Promise<void>((resolve) => (releaseOk = resolve));
    server.use(
      mswHttp.get('*/api/ok', async () => {
        await okGate;
        return HttpResponse.json({});
      }),
      mswHttp.get('*/api/boom', async () => {
        await boomGate;
        return HttpResponse.json({ message: 'no' }, { status: 500 });
      }),
      mswHttp.get('*/api/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const ok = http.get('/api/ok');
    const boom = http.get('/api/boom').catch((e: unknown) => e);
    const controller = new AbortController();
    const slow = http.get('/api/slow', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(loadingStore.getState().count).toBe(3));
    expect(loadingStore.getState().loading).toBe(true);
    controller.abort();
    await slow;
    expect(loadingStore.getState()).toMatchObject({ loading: true, count: 2 });
    releaseBoom();
    await boom;
    expect(loadingStore.getState()).toMatchObject({ loading: true, count: 1 });
    releaseOk();
    await ok;
    expect(loadingStore.getState()).toMatchObject({ loading: false, count: 0, message: '' });
  });

  it('stops the load of a call cancelled before it was sent', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(http.get('/api/never', { signal: controller.signal })).rejects.toThrow();
    expect(loadingStore.getState()).toMatchObject({ loading: false, count: 0 });
  });

  it('on 401 clears the token and stored user and goes to /login remembering the page', async () => {
    const router = fakeRouter('/verification', '?status=pending&page=2');
    startSession('expired-token', { id: 1, is_admin: true }, true);
    await expect(http.get('/api/user')).rejects.toMatchObject({ response: { status: 401 } });
    expect(readToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, ended: 'expired' });
    expect(router.calls).toEqual([
      {
        to: '/login',
        options: {
          replace: true,
          state: { from: { pathname: '/verification', search: '?status=pending&page=2', hash: '' }, ended: 'expired' },
        },
      },
    ]);
    router.unregister();
  });

  it('keeps a newer session when a call sent with an older token comes back 401', async () => {
    const router = fakeRouter('/fees');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let seen: string | null = null;
    server.use(
      mswHttp.post('*/api/upload', async ({ request }) => {
        seen = request.headers.get('Authorization');
        await gate;
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    startSession('old-token', { id: 1, is_admin: true }, false);
    const upload = http.post('/api/upload', {});
    await vi.waitFor(() => expect(seen).toBe('Bearer old-token'));
    startSession('new-token', { id: 1, is_admin: true }, false);
    release();
    await expect(upload).rejects.toMatchObject({ response: { status: 401 } });
    expect(readToken()).toBe('new-token');
    expect(sessionStore.getState()).toMatchObject({ token: 'new-token', ended: null });
    expect(router.calls).toEqual([]);
    router.unregister();
  });

  it('ends the session on a 401 when no token is current any more', async () => {
    const router = fakeRouter('/fees');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let seen: string | null = null;
    server.use(
      mswHttp.get('*/api/slow-user', async ({ request }) => {
        seen = request.headers.get('Authorization');
        await gate;
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    startSession('old-token', { id: 1, is_admin: true }, false);
    const call = http.get('/api/slow-user');
    await vi.waitFor(() => expect(seen).toBe('Bearer old-token'));
    removeToken();
    release();
    await expect(call).rejects.toMatchObject({ response: { status: 401 } });
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, ended: 'expired' });
    expect(router.calls.map((c) => c.to)).toEqual(['/login']);
    router.unregister();
  });

  it('does not treat a 401 from the login call as an expired session', async () => {
    const router = fakeRouter('/login');
    server.use(mswHttp.post(`*${LOGIN_PATH}`, () => HttpResponse.json({ message: 'Bad credentials' }, { status: 401 })));
    startSession('still-valid', { id: 1, is_admin: true }, false);
    await expect(login('admin', 'wrong')).rejects.toMatchObject({ response: { status: 401 } });
    expect(readToken()).toBe('still-valid');
    expect(router.calls).toEqual([]);
    router.unregister();
  });

  it('on 403 warns in the console and notifies "Admin privileges required." once per burst', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const notices: AppNotice[] = [];
    const stop = onAppNotice((n) => notices.push(n));
    server.use(mswHttp.get('*/api/admin/kyc/pending', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    startSession('tok', { id: 1, is_admin: true }, false);
    await expect(http.get('/api/admin/kyc/pending')).rejects.toMatchObject({ response: { status: 403 } });
    await expect(http.get('/api/admin/kyc/pending')).rejects.toMatchObject({ response: { status: 403 } });
    expect(warn).toHaveBeenCalledWith('Admin privileges required');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(notices).toEqual([{ tone: 'error', message: 'Admin privileges required.' }]);
    expect(readToken()).toBe('tok');
    stop();
    warn.mockRestore();
  });
});

describe('an answer that outlives its session', () => {
  /** A call the server answers only when `answer` is called (with a success or a failure). */
  function heldCall(path: string) {
    let answer: (status: number) => void = () => undefined;
    const answered = new Promise<number>((done) => {
      answer = done;
    });
    server.use(
      mswHttp.post(`*${path}`, async () => {
        const status = await answered;
        return HttpResponse.json({ message: status === 200 ? 'Approved.' : 'Failed.' }, { status });
      }),
    );
    return { answer };
  }

  it.each([200, 500])(
    'changes nothing when it comes after the idle lock (%i): a cancellation, no notice, no navigation',
    async (status) => {
      const notices: AppNotice[] = [];
      const stop = onAppNotice((notice) => notices.push(notice));
      const router = fakeRouter('/verification/kyc/7');
      startSession('tok-late', { id: 1, is_admin: true }, false);
      const held = heldCall('/api/late');
      const call = http.post('/api/late').then(
        () => 'fulfilled',
        (error: unknown) => (isCancelled(error) ? 'cancelled' : 'rejected'),
      );
      await vi.waitFor(() => expect(loadingStore.getState().count).toBe(1));
      endSession('expired', 'idle');
      held.answer(status);
      expect(await call).toBe('cancelled');
      expect(notices).toEqual([]);
      expect(router.calls).toEqual([]);
      expect(loadingStore.getState().count).toBe(0);
      stop();
      router.unregister();
    },
  );

  it('is read as usual while the session it was sent in goes on', async () => {
    startSession('tok-on', { id: 1, is_admin: true }, false);
    const held = heldCall('/api/on-time');
    const call = http.post('/api/on-time');
    held.answer(200);
    await expect(call).resolves.toMatchObject({ status: 200 });
  });
});

describe('failureText (what a failed call tells the admin)', () => {
  async function failureOf(answer: () => Response | Promise<Response>, outcome?: string): Promise<string> {
    startSession('token-1', { id: 1, is_admin: true }, false);
    server.use(mswHttp.post('*/api/probe', answer));
    try {
      await http.post('/api/probe', {});
    } catch (error) {
      return failureText(error, outcome);
    }
    throw new Error('the call did not fail');
  }
  const proxyPage = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>';

  it("says a proxy's HTML page with its status, never the page", async () => {
    const text = await failureOf(() => new HttpResponse(proxyPage, { status: 502, headers: { 'Content-Type': 'text/html' } }));
    expect(text).toBe('The server could not be reached (502 Bad Gateway). Nothing was saved.');
  });

  it('says a 413 as files too large, and the outcome the caller gives', async () => {
    const page = '<html><body><h1>413 Request Entity Too Large</h1></body></html>';
    const text = await failureOf(
      () => new HttpResponse(page, { status: 413, headers: { 'Content-Type': 'text/html' } }),
      'Nothing was uploaded.',
    );
    expect(text).toBe('The files are too large for the server (413 Payload Too Large). Nothing was uploaded.');
  });

  it("keeps the server's JSON message, and words a 422 or a lost connection that say nothing", async () => {
    expect(await failureOf(() => HttpResponse.json({ message: 'The name has already been taken.' }, { status: 422 }))).toBe(
      'The name has already been taken.',
    );
    expect(await failureOf(() => HttpResponse.json({ errors: {} }, { status: 422 }))).toBe(
      'The server refused the values (422 Unprocessable Entity). Nothing was saved.',
    );
    expect(await failureOf(() => HttpResponse.error())).toBe('The server could not be reached. Nothing was saved.');
  });
});
