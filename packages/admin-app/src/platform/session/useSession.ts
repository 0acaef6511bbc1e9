import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from './sessionStore';

export interface UseSession extends SessionState {
  signedIn: boolean;
}

/** The session for React: the token and signed-in user (sign in / out: see session.ts). */
export function useSession(): UseSession {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  return { ...state, signedIn: state.token !== null };
}
