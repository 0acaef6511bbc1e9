import { RequireSession } from '../platform/session/RequireSession';
import { AppLayout } from './AppLayout';

/**
 * Every route but /login: the session guard and the signed-in layout. A lazy route of its own,
 * so a first visit to /login does not download the sidebar, shell and layout code.
 */
export function ProtectedLayout() {
  return (
    <RequireSession>
      <AppLayout />
    </RequireSession>
  );
}
