import { readStoredUser, removeStoredUser, writeStoredUser, type SessionUser } from './storedUser';
import { readToken, removeToken, writeToken } from './tokenCookie';

export type SessionEndReason = 'logout' | 'expired';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Why the last session ended, so the login redirect knows whether to remember the page. */
  ended: SessionEndReason | null;
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
}

/** Replaces the stored user (e.g. after GET /api/user), keeping the token. */
export function updateSessionUser(user: SessionUser): void {
  if (!state.token) return;
  writeStoredUser(user);
  set({ ...state, user });
}

/** Clears the token cookie and the stored user. */
export function endSession(reason: SessionEndReason): void {
  removeToken();
  removeStoredUser();
  if (state.token === null && state.user === null && state.ended === reason) return;
  set({ token: null, user: null, ended: reason });
}

/** Re-reads the cookie and storage (tests, or after another tab changed them). */
export function reloadSession(): void {
  set({ token: readToken(), user: readStoredUser(), ended: null });
}
