import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { validateSession } from './session';
import { useSession } from './useSession';

export interface RequireSessionProps {
  children: ReactNode;
}

/**
 * Guards every route but /login. Without a token: to /login, remembering the page (unless the
 * administrator just logged out). With one: renders at once and checks the session with the
 * server in the background, once per token (a 401 then lands on /login via the interceptor).
 */
export function RequireSession({ children }: RequireSessionProps) {
  const { token, ended, endedBy } = useSession();
  const location = useLocation();

  useEffect(() => {
    if (token) void validateSession();
  }, [token]);

  if (!token) {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    // After a 401 the sign-in page says the session ended (`ended`); a first visit is simply asked to sign in.
    const state = ended === 'logout' ? undefined : ended === 'expired' ? { from, ended, endedBy } : { from };
    return <Navigate to="/login" state={state} replace />;
  }
  return <>{children}</>;
}
