#!/usr/bin/env node
// `npm test`: every check the project has, in order, each step timed. Runs them all even when one
// fails (so one run shows everything), then prints a summary and exits non-zero on any failure.
//   lint · typecheck · unit (jsdom) · builds (admin-ui, app) · budgets · pack check ·
//   stories in Chromium (play + axe), in light and in dark · visual screenshots · end-to-end · Storybook build
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromiumPath } from './chromium.mjs';

try {
  chromiumPath();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

mkdirSync('.reports', { recursive: true });
const vitest = (project) =>
  `npx vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=.reports/vitest-${project}.json`;

const steps = [
  { name: 'lint', cmd: 'npx eslint . --max-warnings 0' },
  { name: 'typecheck', cmd: 'npx tsc -b' },
  { name: 'unit tests (jsdom)', cmd: vitest('unit'), report: 'unit' },
  { name: 'build admin-ui (tsup)', cmd: 'npm run build -w @admin-console/admin-ui' },
  { name: 'build admin-app (vite)', cmd: 'npm run build -w @admin-console/admin-app' },
  { name: 'budgets', cmd: 'node scripts/budget.mjs' },
  { name: 'pack check (consumer app)', cmd: 'node scripts/pack-check.mjs' },
  { name: 'story tests (Chromium, axe)', cmd: vitest('storybook'), report: 'storybook' },
  // admin-ui's stories again in the dark colour scheme (vitest.config.ts): axe's colour contrast holds in dark too.
  // The screens' stories in dark (4 more minutes on the 2-core machine) run with `npm run test:stories:dark`; in
  // `npm test` the screens' dark is covered by the app's colour-scheme tests and the Fees picture in dark.
  {
    name: 'component story tests in dark (Chromium, axe)',
    cmd: 'npx vitest run --project storybook packages/admin-ui --reporter=default --reporter=json --outputFile.json=.reports/vitest-storybook-dark.json',
    report: 'storybook-dark',
    env: { STORYBOOK_THEME: 'dark' },
  },
  // UPDATE_SNAPSHOT=none: a missing baseline fails (and is not written), even off CI. New baselines come from
  // `npx vitest run --project visual -u`.
  { name: 'visual tests (screenshots)', cmd: vitest('visual'), report: 'visual', env: { UPDATE_SNAPSHOT: 'none' } },
  // Playwright, on the app built above; its JSON report (playwright.config.ts) gives the counts.
  { name: 'end-to-end (Chromium)', cmd: 'npx playwright test', playwrightReport: '.reports/e2e.json' },
  { name: 'build storybook', cmd: 'npm run build-storybook' },
];

// The failed tests of a vitest JSON report: file, name and the first line of the error, so the
// summary (the part of a CI log that is always read) says what failed, not only how many.
function failuresOf(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages?.[0] ?? '').split('\n').find((line) => line.trim()) ?? '';
      failures.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${message.trim().slice(0, 300)}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).length) {
      failures.push(`${file.name.replace(`${process.cwd()}/`, '')}: ${(file.message ?? 'failed to run').split('\n')[0].slice(0, 300)}`);
    }
  }
  return failures;
}

// Counts and failed tests of a Playwright JSON report, as failuresOf gives them for vitest; a run that could not
// start (its web server, a file that does not load) is in `errors`.
function playwrightTests(report) {
  const failures = (report.errors ?? []).map((error) => (error.message ?? '').split('\n')[0].slice(0, 300));
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((t) => t.status === 'unexpected')) {
        const error = stripVTControlCharacters(test.results.at(-1)?.error?.message ?? '');
        const message = error.split('\n').find((line) => line.trim()) ?? '';
        const file = relative(process.cwd(), join(report.config.rootDir, spec.file));
        failures.push(`${file} › ${[...titles, spec.title].join(' › ')}: ${message.trim().slice(0, 300)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, []);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  // No test is retried (playwright.config.ts), so `flaky` stays 0; counted as passed should that change.
  return { passed: expected + flaky, failed: unexpected, total: expected + unexpected + flaky, failures };
}

const only = process.argv.slice(2);
const results = [];
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  if (step.report) rmSync(`.reports/vitest-${step.report}.json`, { force: true });
  if (step.playwrightReport) rmSync(step.playwrightReport, { force: true });
  console.log(`\n━━━ ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const env = { ...process.env, FORCE_COLOR: '0', ...step.env };
  const run = spawnSync(step.cmd, { shell: true, stdio: 'inherit', env });
  const seconds = (Date.now() - started) / 1000;
  let tests = null;
  if (step.report && existsSync(`.reports/vitest-${step.report}.json`)) {
    const r = JSON.parse(readFileSync(`.reports/vitest-${step.report}.json`, 'utf8'));
    tests = { passed: r.numPassedTests, failed: r.numFailedTests, total: r.numTotalTests, failures: failuresOf(r) };
  }
  if (step.playwrightReport && existsSync(step.playwrightReport)) tests = playwrightTests(JSON.parse(readFileSync(step.playwrightReport, 'utf8')));
  const ok = run.status === 0 && (!tests || tests.total > 0);
  results.push({ ...step, ok, seconds, tests });
}

console.log('\n━━━ Summary');
let passed = 0;
let failed = 0;
for (const r of results) {
  const counts = r.tests ? ` (${r.tests.passed} passed, ${r.tests.failed} failed)` : '';
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(30)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`);
  if (r.tests) {
    passed += r.tests.passed;
    failed += r.tests.failed;
    for (const failure of r.tests.failures) console.log(`      ✗ ${failure}`);
  }
}
const failedSteps = results.filter((r) => !r.ok);
console.log(`\nsteps: ${results.length - failedSteps.length} passed, ${failedSteps.length} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
