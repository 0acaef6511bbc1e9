import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the node scripts
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// End-to-end: the production build of the app in Chromium, the demo backend answering /api
// (scripts/demo-server.mjs; `npm run test:e2e` builds the app first). Each worker starts its own demo server, and each
// test starts by putting that server's store back to its seed (e2e/fixtures.ts).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  // One worker: the browser keeps both cores busy. Measured on the 2-core machine (35 tests, traces off): one worker
  // 182 s wall, two workers 221 s. `--workers N` works on a bigger machine (one demo server per worker).
  workers: 1,
  // A test passes on its first attempt or fails: none is retried, so none can hide a race.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  // As long as a step may take on this 2-core machine with other work running.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath() as string, args: chromiumArgs as string[] },
    viewport: { width: 1280, height: 800 },
    // Off: recording a trace for every test, to keep the failed ones, took the run from 182 s to 308 s wall (and from
    // 101 to 196 CPU s). To look into a failure, run it again with `npx playwright test <file> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
