export { RequireSession } from './RequireSession';
export {
  accessDeniedMessage,
  AccessDeniedError,
  loginFailedMessage,
  loginFailureMessage,
  signIn,
  lockSession,
  signOut,
  validateSession,
} from './session';
export { connectTabs, sessionStore, type SessionState } from './sessionStore';
export { displayName, type SessionUser } from './storedUser';
export { DEFAULT_AFTER_LOGIN, fromState, returnPath } from './returnTo';
export { useSession } from './useSession';
