import { useSyncExternalStore } from 'react';
import { signIn, signOut } from './session';
import { sessionStore, type SessionState } from './sessionStore';

export interface UseSession extends SessionState {
  signedIn: boolean;
  signIn: typeof signIn;
  signOut: typeof signOut;
}

/** The session for React: the signed-in user, and the sign-in / sign-out actions. */
export function useSession(): UseSession {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  return { ...state, signedIn: state.token !== null, signIn, signOut };
}
