import { readStoredUser, removeStoredUser, writeStoredUser, type SessionUser } from './storedUser';

/** A user object as the sign-in stores it (an object with an id or a user name). */
const isSessionUser = (value: unknown): value is SessionUser =>
  typeof value === 'object' && value !== null && ('id' in value || 'user_name' in value);
import { listenToTabs, tellTabs } from './tabChannel';
import { readToken, removeToken, writeToken } from './tokenCookie';

export type SessionEndReason = 'logout' | 'expired';
/** What ended an expired session other than a 401: the idle lock, or another tab (its Logout, 401 or lock). */
export type SessionEndCause = 'idle' | 'another-tab';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Why the last session ended, so the login redirect knows whether to remember the page. */
  ended: SessionEndReason | null;
  /** With `ended: 'expired'`, what ended it when not this tab's 401 (the sign-in page says so). */
  endedBy?: SessionEndCause;
}

/**
 * The session as an external store: the cookie and the stored user are its persistence, this
 * module is the only writer, and React reads it with `useSyncExternalStore` (see useSession).
 * It imports no HTTP code, so the HTTP interceptors can use it without a cycle.
 */
let state: SessionState = { token: readToken(), user: readStoredUser(), ended: null };
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The token to send; read from the cookie each time (another tab may have signed out). */
export function currentToken(): string | null {
  return readToken();
}

export function startSession(token: string, user: SessionUser, trustThisPc: boolean): void {
  writeToken(token, trustThisPc);
  writeStoredUser(user);
  set({ token, user, ended: null });
  tellTabs({ type: 'signed-in', token, user });
}

/** Replaces the stored user (e.g. after GET /api/user), keeping the token. */
export function updateSessionUser(user: SessionUser): void {
  if (!state.token) return;
  writeStoredUser(user);
  set({ ...state, user });
}

/**
 * Clears the token cookie and the stored user, and tells the other tabs (they end theirs too, keeping drafts).
 * `endedBy`: the idle lock.
 */
export function endSession(reason: SessionEndReason, endedBy?: SessionEndCause): void {
  removeToken();
  removeStoredUser();
  if (state.token !== null) {
    tellTabs({ type: 'ended', cause: endedBy === 'idle' ? 'idle' : reason, session: sessionTag(state.token) });
  }
  if (state.token === null && state.user === null && state.ended === reason && state.endedBy === endedBy) return;
  set({ token: null, user: null, ended: reason, ...(endedBy ? { endedBy } : {}) });
}

/** A short, one-way tag of a token: says whether two tabs speak of the same session, without the token. */
export function sessionTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

let disconnect: (() => void) | null = null;

/**
 * Follows the other tabs of the console, from when this module loads (a tab on the sign-in page that never had a
 * session has not loaded it: it reads the cookie when it does): a sign-in there signs this tab in; a session ended
 * there (Logout, a 401, the idle lock) ends here at once as an expired one: the page goes to
 * the sign-in, remembered, and what was typed stays as drafts. Once per tab; returns the unsubscribe (tests).
 */
export function connectTabs(): () => void {
  disconnect ??= listenToTabs((message) => {
    if (message.type === 'signed-in') {
      const token = message.token ?? readToken();
      if (!token || token === state.token) return;
      // The message's user first: this tab's localStorage may not show the other tab's write yet.
      const user = isSessionUser(message.user) ? message.user : readStoredUser();
      set({ token, user, ended: null });
    } else if (message.type === 'ended' && state.token !== null && message.session === sessionTag(state.token)) {
      // This tab's session only: a tab signed in again since, or in another browser profile, keeps its own. The cookie and
      // the stored user are left as they are: the other tab cleared them (and may have signed in again since).
      set({ token: null, user: null, ended: 'expired', endedBy: message.cause === 'idle' ? 'idle' : 'another-tab' });
    }
  });
  return () => {
    disconnect?.();
    disconnect = null;
  };
}

/** Re-reads the cookie and storage (tests, or after another tab changed them). */
export function reloadSession(): void {
  set({ token: readToken(), user: readStoredUser(), ended: null });
}

if (typeof window !== 'undefined') connectTabs();
