/**
 * What one tab of the console tells the others about the session (docs/security.md#tabs-agree): a sign-in, the end
 * of a session (Logout, a 401, the idle lock) and input (the idle lock counts activity in any tab). A
 * BroadcastChannel where the browser has one; else a `storage` event, through a key written and removed at once.
 */
export type TabMessage =
  // The new session: its token (the shared cookie holds it too, but another tab may read the cookie a moment later) and
  // its user as stored (likewise for localStorage). A channel's messages stay in memory, between the origin's pages.
  | { type: 'signed-in'; token?: string; user?: unknown }
  // `session`: which session ended (`sessionTag` of its token), so a tab with another session keeps its own.
  | { type: 'ended'; cause: 'logout' | 'expired' | 'idle'; session: string }
  | { type: 'active'; at: number };

const NAME = 'admin:session';

type Listener = (message: TabMessage) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function deliver(data: unknown) {
  const type = (data as Partial<TabMessage> | null)?.type;
  if (type === 'signed-in' || type === 'ended' || type === 'active') listeners.forEach((listener) => listener(data as TabMessage));
}

/** Opens the channel on first use (once per tab). */
function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(NAME) : null;
  if (channel) {
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    // Node's (tests, server rendering) would otherwise keep the process alive.
    (channel as { unref?: () => void }).unref?.();
  } else {
    window.addEventListener('storage', (event) => {
      if (event.key !== NAME || !event.newValue) return;
      try {
        deliver(JSON.parse(event.newValue));
      } catch {
        // Not ours, or written by another version of the app: nothing to do.
      }
    });
  }
  return channel;
}

/** Tells the other tabs (never this one). */
export function tellTabs(message: TabMessage): void {
  const opened = open();
  if (opened) {
    opened.postMessage(message);
    return;
  }
  try {
    // A storage event reaches the other tabs of the origin; the value is removed at once (nothing stays stored), and
    // never holds a token (web storage never does: the other tab reads the cookie).
    localStorage.setItem(NAME, JSON.stringify({ ...message, token: undefined, nonce: Math.random() }));
    localStorage.removeItem(NAME);
  } catch {
    // Storage refused (a private window's quota): the other tabs learn at their next request.
  }
}

/** Listens to the other tabs' messages; returns the unsubscribe. */
export function listenToTabs(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
