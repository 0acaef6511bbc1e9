import { describe, expect, it, vi } from 'vitest';
import { setupDemoServer } from '../test/demoServer';
import { db, persistSessionsIn, resetDb } from './db';
import { setDemoSettings } from './settings';

setupDemoServer();

const base = 'http://demo.test';
const login = (body: unknown) =>
  fetch(`${base}/api/api-customer-account/1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const payload = (user_name: string, password: string) => ({
  user_name,
  username: user_name,
  password,
  grant_type: 'password',
  client_id: '2',
});

describe('demo backend: auth', () => {
  it('signs the admin in with a random token and the user (no password)', async () => {
    const res = await login(payload('admin', 'Admin#2026'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { access_token: string; user: Record<string, unknown> } };
    expect(body.data.access_token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.data.user).toMatchObject({ user_name: 'admin', is_admin: true, full_name: 'Layla Haddad' });
    expect(body.data.user).not.toHaveProperty('password');
    const again = (await (await login(payload('admin', 'Admin#2026'))).json()) as typeof body;
    expect(again.data.access_token).not.toBe(body.data.access_token);
  });

  it('answers a wrong password with 422 (not 401)', async () => {
    const res = await login(payload('admin', 'admin'));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'The provided credentials are incorrect.' });
  });

  it('signs a non-admin in too: refusing them is the console’s job', async () => {
    const body = (await (await login(payload('agent', 'Agent#2026'))).json()) as { data: { user: { is_admin: boolean } } };
    expect(body.data.user.is_admin).toBe(false);
  });

  it('requires a valid bearer token everywhere else', async () => {
    expect((await fetch(`${base}/api/user`)).status).toBe(401);
    const bad = await fetch(`${base}/api/user`, { headers: { Authorization: 'Bearer nope' } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('serves the current user, then ends the session on logout', async () => {
    const { data } = (await (await login(payload('admin', 'Admin#2026'))).json()) as { data: { access_token: string } };
    const headers = { Authorization: `Bearer ${data.access_token}` };
    const me = await fetch(`${base}/api/user`, { headers });
    expect(await me.json()).toMatchObject({ id: 1, user_name: 'admin', is_admin: true });
    expect((await fetch(`${base}/api/logout`, { method: 'POST', headers })).status).toBe(200);
    expect((await fetch(`${base}/api/user`, { headers })).status).toBe(401);
  });

  it('fails on demand and can be slowed down', async () => {
    setDemoSettings({ fail: ['auth'] });
    const res = await login(payload('admin', 'Admin#2026'));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Demo failure (demo-fail)' });
    setDemoSettings({ delayMs: 120 });
    // On a fake clock (msw's delay is a timer), moved by the test: the answer comes at 120 ms, not before.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answered = false;
      const slow = login(payload('admin', 'Admin#2026')).then((response) => {
        answered = true;
        return response;
      });
      // Until the demo backend waits (its timer set) or has answered. Interval 0: on a fake clock, vi.waitFor
      // moves it on by its interval at every check; at most the suite's 10 s for a wait (vitest.setup.ts).
      const untilNow = { interval: 0, timeout: 10_000 };
      await vi.waitFor(() => expect(answered || vi.getTimerCount() > 0).toBe(true), untilNow);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(119);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(answered).toBe(true), untilNow);
      expect((await slow).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resetDb ends every session', async () => {
    await login(payload('admin', 'Admin#2026'));
    expect(db.sessions.size).toBe(1);
    resetDb();
    expect(db.sessions.size).toBe(0);
  });

  it('keeps sessions across a reload, stored by fingerprint only (never the token)', async () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    persistSessionsIn(storage);
    const { data } = (await (await login(payload('admin', 'Admin#2026'))).json()) as { data: { access_token: string } };
    expect([...store.values()].join('')).not.toContain(data.access_token);
    db.sessions.clear(); // a page reload loses the in-memory store...
    persistSessionsIn(storage); // ...and the demo backend boots again from storage
    const me = await fetch(`${base}/api/user`, { headers: { Authorization: `Bearer ${data.access_token}` } });
    expect(me.status).toBe(200);
    persistSessionsIn(null);
  });
});
