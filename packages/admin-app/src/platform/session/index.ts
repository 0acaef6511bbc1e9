export { RequireSession } from './RequireSession';
export {
  accessDeniedMessage,
  AccessDeniedError,
  loginFailedMessage,
  loginFailureMessage,
  signIn,
  signOut,
  validateSession,
} from './session';
export { sessionStore, type SessionState } from './sessionStore';
export { displayName, type SessionUser } from './storedUser';
export { DEFAULT_AFTER_LOGIN, fromState, returnPath } from './returnTo';
export { useSession } from './useSession';
