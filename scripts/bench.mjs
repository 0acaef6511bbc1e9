#!/usr/bin/env node
// `npm run bench`: builds the app (production build, into .reports/bench/app so it never races the shared dist/ of
// the e2e run), then measures /fees in headless Chromium at 100, 1,000 and 10,000 rows (scripts/bench-fees.ts).
// Prints a table and writes .reports/bench/fees.json.
//   BENCH_ROWS=100,1000   other sizes      BENCH_NO_BUILD=1   reuse the last bench build
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumPath } from './chromium.mjs';

try {
  chromiumPath();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const dist = resolve('.reports/bench/app');
const run = (cmd, options = {}) => {
  const result = spawnSync(cmd, { shell: true, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.BENCH_NO_BUILD !== '1' || !existsSync(dist)) {
  console.log('Building the app (production)…');
  run(`npx vite build --logLevel warn --outDir "${dist}" --emptyOutDir`, { cwd: 'packages/admin-app' });
}
run('npx vitest run --config scripts/bench.vitest.config.ts --reporter=dot', {
  env: { ...process.env, BENCH_DIST: dist },
});
