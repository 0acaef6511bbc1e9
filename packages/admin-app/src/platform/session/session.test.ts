import { http as mswHttp, HttpResponse } from 'msw';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../demo/db';
import { setDemoSettings } from '../../demo/settings';
import { LOGIN_PATH } from './auth';
import { http } from '../http';
import { clearClientState } from '../../test/session';
import { recordCookieWrites } from '../../test/cookies';
import { setupDemoServer } from '../../test/demoServer';
import { registerNavigator } from '../navigationBridge';
import { setLocale } from '../i18n/i18n';
import { t } from '../messages';
import { AccessDeniedError, forgetValidation, loginFailureMessage, signIn, signOut, validateSession } from './session';
import { sessionStore } from './sessionStore';
import { readStoredUser, USER_STORAGE_KEY } from './storedUser';
import { readToken } from './tokenCookie';

const server = setupDemoServer();

beforeEach(() => clearClientState());
afterEach(() => clearClientState());

describe('signIn', () => {
  it('sends exactly the documented login payload', async () => {
    let body: unknown;
    server.use(
      mswHttp.post(`*${LOGIN_PATH}`, async ({ request }) => {
        body = await request.clone().json();
      }),
    );
    await signIn({ username: 'admin', password: 'Admin#2026', trustThisPc: true });
    expect(body).toStrictEqual({
      user_name: 'admin',
      password: 'Admin#2026',
      client_id: '2',
      client_secret: 'admin-console-public-client',
      grant_type: 'password',
      username: 'admin',
      scope: '*',
      device_id: 'admin-web-platform',
      fcm_token: null,
    });
  });

  it('with "Trust this PC": a 7-day token cookie (path /, SameSite=Strict) and the user stored under "user"', async () => {
    const cookies = recordCookieWrites();
    const user = await signIn({ username: 'admin', password: 'Admin#2026', trustThisPc: true });
    cookies.restore();
    const written = cookies.writes.find((w) => w.startsWith('access_token='));
    expect(written).toMatch(/; path=\//);
    expect(written).toMatch(/; expires=/);
    expect(written).toMatch(/; sameSite=strict/i);
    expect(written).not.toMatch(/; secure/i);
    const expires = new Date(/expires=([^;]+)/.exec(written ?? '')?.[1] ?? '').getTime();
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 864e5);
    expect(expires - Date.now()).toBeLessThan(7.1 * 864e5);
    expect(readToken()).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({ user_name: 'admin', is_admin: true });
    expect(user.full_name).toBe('Layla Haddad');
    expect(sessionStore.getState()).toMatchObject({ token: readToken(), user: { user_name: 'admin' } });
  });

  it('without "Trust this PC": a session cookie (no expiry)', async () => {
    const cookies = recordCookieWrites();
    await signIn({ username: 'admin', password: 'Admin#2026', trustThisPc: false });
    cookies.restore();
    const written = cookies.writes.find((w) => w.startsWith('access_token='));
    expect(written).toBeDefined();
    expect(written).not.toMatch(/expires=/);
    expect(readToken()).not.toBeNull();
  });

  it('never puts the token in web storage', async () => {
    await signIn({ username: 'admin', password: 'Admin#2026', trustThisPc: true });
    const token = readToken();
    // A token to look for: without one, "not stored" would hold of anything.
    expect(token).toMatch(/\S/);
    const stored = [window.localStorage, window.sessionStorage].flatMap((s) => Object.keys(s).map((k) => s.getItem(k) ?? ''));
    expect(stored.some((value) => value.includes(token!))).toBe(false);
  });

  it('refuses a non-admin and stores nothing', async () => {
    const cookies = recordCookieWrites();
    await expect(signIn({ username: 'agent', password: 'Agent#2026', trustThisPc: true })).rejects.toBeInstanceOf(AccessDeniedError);
    cookies.restore();
    expect(cookies.writes).toEqual([]);
    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('revokes the token a non-admin received (POST /api/logout with that token) before refusing', async () => {
    const revoked: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/logout') revoked.push(request.headers.get('Authorization'));
    });
    const error = await signIn({ username: 'agent', password: 'Agent#2026', trustThisPc: false }).catch((e: unknown) => e);
    server.events.removeAllListeners();
    expect(error).toBeInstanceOf(AccessDeniedError);
    expect(loginFailureMessage(error)).toBe('Access denied. Admin privileges required.');
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatch(/^Bearer [0-9a-f]{64}$/);
    expect(db.sessions.size).toBe(0); // the demo backend no longer knows that token
    expect(readToken()).toBeNull();
  });

  it('still refuses the non-admin, storing nothing, when the revocation fails', async () => {
    server.use(mswHttp.post('*/api/logout', () => HttpResponse.error()));
    await expect(signIn({ username: 'agent', password: 'Agent#2026', trustThisPc: true })).rejects.toThrow(
      'Access denied. Admin privileges required.',
    );
    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it.each([[1], ['1']])('admits is_admin %j (a tinyint from Laravel)', async (flag) => {
    server.use(mswHttp.post(`*${LOGIN_PATH}`, () => HttpResponse.json({ data: { access_token: 'tok', user: { id: 5, is_admin: flag } } })));
    await signIn({ username: 'x', password: 'y', trustThisPc: false });
    expect(readToken()).toBe('tok');
  });

  it.each([[false], [0], ['0'], ['true'], [null], [undefined]])('refuses is_admin %j', async (flag) => {
    server.use(mswHttp.post(`*${LOGIN_PATH}`, () => HttpResponse.json({ data: { access_token: 'tok', user: { id: 5, is_admin: flag } } })));
    await expect(signIn({ username: 'x', password: 'y', trustThisPc: false })).rejects.toThrow('Access denied. Admin privileges required.');
    expect(readToken()).toBeNull();
  });
});

describe('loginFailureMessage', () => {
  async function failureOf(response: Response | (() => Response)) {
    server.use(mswHttp.post(`*${LOGIN_PATH}`, typeof response === 'function' ? response : () => response));
    try {
      await signIn({ username: 'admin', password: 'nope', trustThisPc: false });
    } catch (error) {
      return loginFailureMessage(error);
    }
    throw new Error('signIn did not fail');
  }

  it("says in the console's own words that the credentials were refused, not the server's sentence", async () => {
    // The demo backend's answer, as the real backend's: a 422 with "The provided credentials are incorrect.".
    await expect(signIn({ username: 'admin', password: 'wrong', trustThisPc: false }).catch(loginFailureMessage)).resolves.toBe(
      'The username or password is incorrect.',
    );
    // A 401 without a body, and OAuth's invalid_grant (the password grant's refusal), say the same.
    expect(await failureOf(new HttpResponse(null, { status: 401 }))).toBe('The username or password is incorrect.');
    expect(
      await failureOf(HttpResponse.json({ error: 'invalid_grant', message: 'The user credentials were incorrect.' }, { status: 400 })),
    ).toBe('The username or password is incorrect.');
    expect(await failureOf(HttpResponse.json({ errors: [] }, { status: 422 }))).toBe('The username or password is incorrect.');
  });

  it("shows the server's message for a refusal that is not about the credentials", async () => {
    const fields = { message: 'The user name field is required.', errors: { user_name: ['The user name field is required.'] } };
    expect(await failureOf(HttpResponse.json(fields, { status: 422 }))).toBe('The user name field is required.');
    expect(await failureOf(HttpResponse.json({ error: 'invalid_client', message: 'Client authentication failed' }, { status: 401 }))).toBe(
      'Client authentication failed',
    );
  });

  it("marks the server's sentence with its language when its script is not the interface's", async () => {
    const latin = HttpResponse.json({ message: 'Account locked.' }, { status: 423 });
    const arabic = HttpResponse.json({ message: 'الحساب مقفل.' }, { status: 423 });
    try {
      await setLocale('ar');
      expect(renderToStaticMarkup(await failureOf(latin))).toBe('<span lang="en">Account locked.</span>');
      // The console's own words are in the interface's language: nothing to mark.
      expect(await failureOf(new HttpResponse(null, { status: 401 }))).toBe(t('platform.credentialsRefused'));
      await setLocale('en');
      expect(renderToStaticMarkup(await failureOf(arabic))).toBe('<span lang="ar">الحساب مقفل.</span>');
    } finally {
      await setLocale('en');
    }
  });

  it('uses the message field of an object body', async () => {
    expect(await failureOf(HttpResponse.json({ message: 'Account locked.' }, { status: 423 }))).toBe('Account locked.');
  });

  it('uses the error field when there is no message', async () => {
    expect(await failureOf(HttpResponse.json({ error: 'unsupported_grant_type' }, { status: 400 }))).toBe('unsupported_grant_type');
  });

  it("never shows a proxy's page: a server failure without a JSON message is said with its status", async () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>';
    expect(await failureOf(new HttpResponse(page, { status: 502, headers: { 'Content-Type': 'text/html' } }))).toBe(
      'The server could not be reached (502 Bad Gateway). Please try again.',
    );
    expect(await failureOf(new HttpResponse('Service temporarily unavailable', { status: 503 }))).toBe(
      'The server could not be reached (503 Service Unavailable). Please try again.',
    );
    expect(await failureOf(new HttpResponse(null, { status: 500 }))).toBe(
      'The server could not complete the request (500 Internal Server Error). Please try again.',
    );
    expect(await failureOf(HttpResponse.json({ errors: [] }, { status: 500 }))).toBe(
      'The server could not complete the request (500 Internal Server Error). Please try again.',
    );
  });

  it('falls back to the sign-in failure when a refusal or a lost connection says nothing', async () => {
    expect(await failureOf(new HttpResponse(null, { status: 400 }))).toBe('Login failed. Please try again.');
    expect(await failureOf(() => HttpResponse.error())).toBe('Login failed. Please try again.');
  });

  it('falls back for a success response that cannot be read', async () => {
    expect(await failureOf(HttpResponse.json({ data: { token: 'x' } }))).toBe('Login failed. Please try again.');
  });

  it('shows the demo failure switch message', async () => {
    setDemoSettings({ fail: ['auth'] });
    await expect(signIn({ username: 'admin', password: 'Admin#2026', trustThisPc: false }).catch(loginFailureMessage)).resolves.toBe(
      'Demo failure (demo-fail)',
    );
  });
});

describe('signOut', () => {
  it('ends the server session and clears everything locally', async () => {
    await signIn({ username: 'admin', password: 'Admin#2026', trustThisPc: true });
    const token = readToken();
    expect(db.sessions.size).toBe(1);
    await signOut();
    expect(db.sessions.size).toBe(0);
    expect(readToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, ended: 'logout' });
    // The old token no longer opens anything.
    await expect(http.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })).rejects.toMatchObject({
      response: { status: 401 },
    });
  });

  it('clears the local session even when the logout call fails', async () => {
    await signIn({ username: 'admin', password: 'Admin#2026', trustThisPc: false });
    server.use(mswHttp.post('*/api/logout', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await signOut();
    expect(readToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
  });
});

describe('validateSession', () => {
  it('asks the server once per token', async () => {
    let calls = 0;
    server.use(
      mswHttp.get('*/api/user', () => {
        calls += 1;
      }),
    );
    await signIn({ username: 'admin', password: 'Admin#2026', trustThisPc: false });
    await validateSession();
    expect(calls).toBe(0); // a fresh sign-in needs no check
    document.cookie = 'access_token=from-another-tab; path=/';
    await validateSession();
    await validateSession();
    expect(calls).toBe(1);
  });

  it('ends the session (to /login) when the server says the user is no longer an administrator', async () => {
    const calls: string[] = [];
    const unregister = registerNavigator({
      navigate: (to) => calls.push(to),
      location: () => ({ pathname: '/fees', search: '', hash: '' }),
    });
    server.use(mswHttp.get('*/api/user', () => HttpResponse.json({ id: 1, user_name: 'admin', is_admin: false })));
    await signIn({ username: 'admin', password: 'Admin#2026', trustThisPc: false });
    forgetValidation();
    await validateSession();
    unregister();
    expect(readToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(calls).toEqual(['/login']);
    expect(db.sessions.size).toBe(0);
  });

  it('keeps the session and refreshes the user when the server still says is_admin (1)', async () => {
    server.use(mswHttp.get('*/api/user', () => HttpResponse.json({ id: 1, user_name: 'admin', full_name: 'Renamed', is_admin: 1 })));
    await signIn({ username: 'admin', password: 'Admin#2026', trustThisPc: false });
    forgetValidation();
    await validateSession();
    expect(readToken()).not.toBeNull();
    expect(readStoredUser()).toMatchObject({ full_name: 'Renamed' });
  });
});
