import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '../demo/db';
import { server } from '../demo-backend/node';
import { setDemoSettings } from '../demo/settings';

/**
 * Runs the demo backend (msw/node) around the tests of the calling file: every test starts from
 * the seed data, the default switches and no extra handlers; an unexpected request fails loudly.
 */
export function setupDemoServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetDb();
    setDemoSettings({});
  });
  afterAll(() => server.close());
  return server;
}
