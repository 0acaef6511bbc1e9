import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearClientState } from '../../test/session';
import { connectTabs, endSession, sessionStore, sessionTag, startSession } from './sessionStore';
import { readToken, writeToken } from './tokenCookie';
import { writeStoredUser } from './storedUser';
import type { TabMessage } from './tabChannel';

/** Another tab of the console: what it hears, and a way to speak. */
function anotherTab() {
  const heard: TabMessage[] = [];
  const channel = new BroadcastChannel('admin:session');
  channel.onmessage = (event: MessageEvent<TabMessage>) => heard.push(event.data);
  return { heard, say: (message: TabMessage) => channel.postMessage(message), close: () => channel.close() };
}

describe('the session across tabs', () => {
  let disconnect: () => void = () => undefined;
  beforeEach(() => {
    clearClientState();
    disconnect = connectTabs();
  });
  afterEach(() => {
    disconnect();
    clearClientState();
  });

  it('tells the other tabs of a sign-in and of its end, with its cause', async () => {
    const other = anotherTab();
    startSession('tok-1', { id: 1, is_admin: true }, false);
    endSession('logout');
    startSession('tok-2', { id: 1, is_admin: true }, false);
    endSession('expired', 'idle');
    await vi.waitFor(() => expect(other.heard).toHaveLength(4));
    const user = { id: 1, is_admin: true };
    expect(other.heard).toEqual([
      { type: 'signed-in', token: 'tok-1', user },
      { type: 'ended', cause: 'logout', session: sessionTag('tok-1') },
      { type: 'signed-in', token: 'tok-2', user },
      { type: 'ended', cause: 'idle', session: sessionTag('tok-2') },
    ]);
    other.close();
  });

  it('ends at once when another tab ended the session, as an expired one (the page remembered, drafts kept), and says nothing back', async () => {
    startSession('tok-1', { id: 1, is_admin: true }, false);
    const other = anotherTab();
    other.say({ type: 'ended', cause: 'logout', session: sessionTag('tok-1') });
    await vi.waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(sessionStore.getState()).toMatchObject({ ended: 'expired', endedBy: 'another-tab' });
    // This tab told no one of the end it heard: the first thing the other tab hears from it is its next sign-in (one
    // sender's messages arrive in order).
    startSession('tok-3', { id: 1, is_admin: true }, false);
    await vi.waitFor(() => expect(other.heard).toHaveLength(1));
    expect(other.heard).toEqual([{ type: 'signed-in', token: 'tok-3', user: { id: 1, is_admin: true } }]);
    other.close();
  });

  it('says the idle lock when another tab locked', async () => {
    startSession('tok-1', { id: 1, is_admin: true }, false);
    const other = anotherTab();
    other.say({ type: 'ended', cause: 'idle', session: sessionTag('tok-1') });
    await vi.waitFor(() => expect(sessionStore.getState()).toMatchObject({ token: null, ended: 'expired', endedBy: 'idle' }));
    other.close();
  });

  it('keeps its session when another one ended (a tab signed in again since, another browser profile)', async () => {
    startSession('tok-1', { id: 1, is_admin: true }, false);
    const tokens: (string | null)[] = [];
    const stop = sessionStore.subscribe(() => tokens.push(sessionStore.getState().token));
    const other = anotherTab();
    other.say({ type: 'ended', cause: 'logout', session: sessionTag('tok-0') });
    // Then a message it does act on, from the same sender: the first was read before it.
    other.say({ type: 'signed-in', token: 'tok-2', user: { id: 1, is_admin: true } });
    await vi.waitFor(() => expect(sessionStore.getState().token).toBe('tok-2'));
    // Straight from the first session to the second: never ended between them.
    expect(tokens).toEqual(['tok-2']);
    stop();
    other.close();
  });

  it('leaves the cookie to the tab that ended the session (it may have signed in again since)', async () => {
    startSession('tok-1', { id: 1, is_admin: true }, false);
    const other = anotherTab();
    writeToken('tok-new', false);
    other.say({ type: 'ended', cause: 'logout', session: sessionTag('tok-1') });
    await vi.waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(readToken()).toBe('tok-new');
    other.close();
  });

  it('signs in when another tab signed in (the shared cookie holds its token)', async () => {
    const other = anotherTab();
    writeToken('tok-elsewhere', false);
    writeStoredUser({ id: 1, is_admin: true });
    expect(sessionStore.getState().token).toBeNull();
    other.say({ type: 'signed-in' });
    await vi.waitFor(() => expect(sessionStore.getState().token).toBe('tok-elsewhere'));
    expect(readToken()).toBe('tok-elsewhere');
    other.close();
  });

  it("takes the token and user from the message when its cookie and storage do not show the other tab's writes yet", async () => {
    const other = anotherTab();
    other.say({ type: 'signed-in', token: 'tok-elsewhere', user: { id: 7, user_name: 'layla', is_admin: true } });
    await vi.waitFor(() => expect(sessionStore.getState().token).toBe('tok-elsewhere'));
    expect(sessionStore.getState().user).toEqual({ id: 7, user_name: 'layla', is_admin: true });
    other.close();
  });
});
