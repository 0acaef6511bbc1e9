import { RequireSession } from '../platform/session/RequireSession';
import { useSession } from '../platform/session/useSession';
import { RemoteCacheProvider } from '../kernel/remoteCache';
import { AppLayout } from './AppLayout';

/**
 * Every route but /login: the session guard, the cache of what the screens load, and the signed-in
 * layout. A lazy route of its own, so a first visit to /login does not download the sidebar, shell,
 * layout and data-layer code.
 */
export function ProtectedLayout() {
  return (
    <RequireSession>
      <SignedIn />
    </RequireSession>
  );
}

/** One cache per session: another token (another administrator) starts from an empty one. */
function SignedIn() {
  const { token } = useSession();
  return (
    <RemoteCacheProvider key={token ?? ''}>
      <AppLayout />
    </RemoteCacheProvider>
  );
}
