import { afterEach, beforeAll, beforeEach } from 'vitest';
import { setupDemoServer } from './demoServer';
import { preloadScreens } from './preloadScreens';
import { clearClientState, signInAsAdmin } from './session';

/**
 * Around every test of a screen's test file (jsdom, the whole app through `renderApp`): the demo
 * backend (msw/node, see `setupDemoServer`); every screen's code loaded once before the tests; before each test nothing stored (no session, no form
 * draft), then signed in as the demo administrator; after each, signed out with nothing stored.
 * Returns the server, for a test's own handlers (`server.use(...)`).
 */
export function setupSignedInScreen() {
  const server = setupDemoServer();
  // Screens are lazy routes: load them before the first test, so a test waits for its screen's data,
  // never for the first import of its code.
  beforeAll(preloadScreens);
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
