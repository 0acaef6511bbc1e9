import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the node scripts
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// End-to-end: the production build of the app in Chromium, the demo backend answering /api
// (scripts/demo-server.mjs; `npm run test:e2e` builds the app first). One worker: the tests share the
// server's demo store, and each starts by putting it back to its seed (e2e/fixtures.ts).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  workers: 1,
  // A test passes on its first attempt or fails: none is retried, so none can hide a race.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  // As long as a step may take on this 2-core machine with other work running.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  outputDir: 'test-results/e2e',
  webServer: {
    command: 'node scripts/demo-server.mjs',
    // The server listens on a free port and says which: the fixtures read it from E2E_URL.
    wait: { stdout: /Demo server: (?<e2e_url>http:\S+)/ },
  },
  use: {
    browserName: 'chromium',
    baseURL: process.env.E2E_URL,
    launchOptions: { executablePath: chromiumPath() as string, args: chromiumArgs as string[] },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
