import type { BridgeLocation } from '../navigationBridge';

export const DEFAULT_AFTER_LOGIN = '/fees';

/**
 * Where to go after signing in: the page the administrator wanted, but only a same-origin app
 * path (a single leading slash, not `//host` or `/\host`, no scheme, not the login page itself);
 * anything else goes to /fees. `from` is the router location state set by RequireSession or the
 * 401 interceptor, or a plain path string.
 */
export function returnPath(from: unknown): string {
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (typeof from === 'object' && from !== null && typeof (from as BridgeLocation).pathname === 'string') {
    const loc = from as Partial<BridgeLocation>;
    path = `${loc.pathname}${typeof loc.search === 'string' ? loc.search : ''}${typeof loc.hash === 'string' ? loc.hash : ''}`;
  }
  if (!path || !path.startsWith('/')) return DEFAULT_AFTER_LOGIN;
  if (path.startsWith('//') || path.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  // Control characters and whitespace can be stripped by URL parsers into something else.
  if ([...path].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(path, 'http://app.invalid');
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== 'http://app.invalid') return DEFAULT_AFTER_LOGIN;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/') || url.pathname === '/') return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Reads `state.from` of a router location. */
export function fromState(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
}

/** Whether the router location state says the session ended (a 401), set by the interceptor or RequireSession. */
export function sessionEndedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { ended?: unknown }).ended === 'expired';
}

/** What ended the session, when the router location state says the idle lock or another tab did. */
export function sessionEndedBy(state: unknown): 'idle' | 'another-tab' | undefined {
  const by = typeof state === 'object' && state !== null ? (state as { endedBy?: unknown }).endedBy : undefined;
  return by === 'idle' || by === 'another-tab' ? by : undefined;
}
