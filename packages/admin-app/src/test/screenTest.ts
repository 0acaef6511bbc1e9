import { afterEach, beforeEach, vi } from 'vitest';
import { setupDemoServer } from './demoServer';
import { clearClientState, signInAsAdmin } from './session';

/**
 * Around every test of a screen's test file (jsdom, the whole app through `renderApp`): the demo
 * backend (msw/node, see `setupDemoServer`); before each test nothing stored (no session, no form
 * draft), then signed in as the demo administrator; after each, signed out with nothing stored.
 * Returns the server, for a test's own handlers (`server.use(...)`).
 */
export function setupSignedInScreen() {
  const server = setupDemoServer();
  // Screens load lazily and the machine is shared: the first render of a file can be slow.
  vi.setConfig({ testTimeout: 15_000 });
  beforeEach(() => {
    clearClientState();
    window.sessionStorage.clear();
    signInAsAdmin();
  });
  afterEach(() => {
    clearClientState();
    window.sessionStorage.clear();
  });
  return server;
}
