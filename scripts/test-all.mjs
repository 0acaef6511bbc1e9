#!/usr/bin/env node
// `npm test`: every check the project has, in order, each step timed. Runs them all even when one
// fails (so one run shows everything), then prints a summary and exits non-zero on any failure.
//   lint · typecheck · unit (jsdom) · builds (admin-ui, app) · budgets · pack check · Storybook build ·
//   stories in Chromium (play + axe + dark) · visual stories (the same + picture) · end-to-end
import { spawn } from 'node:child_process';
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

// Steps in an inner list run side by side: each is mostly one single-threaded process (lint with 27 s, types with
// 31 s, one after the other, in a fresh-clone run). Their output is printed as each ends, not interleaved. admin-ui's
// build reads nothing the checks write and nothing before the pack check reads it: it fills the core the shorter
// check leaves idle (in a fresh-clone run of 2b2e8a5: lint 60.8 s beside typecheck 49.7 s, then the build 19.5 s).
const steps = [
  [
    { name: 'lint', cmd: 'npm run lint --silent' },
    { name: 'typecheck', cmd: 'npx tsc -b' },
    { name: 'build admin-ui (tsup)', cmd: 'npm run build -w @admin-console/admin-ui' },
  ],
  { name: 'unit tests (jsdom)', cmd: vitest('unit'), report: 'unit' },
  { name: 'build admin-app (vite)', cmd: 'npm run build -w @admin-console/admin-app' },
  // The builds' checks and the Storybook build side by side (they read the builds above and write nothing another
  // reads): 44.5 s in a fresh-clone run of aecfa37, against 55 s one after the other in the run before.
  [
    { name: 'budgets', cmd: 'node scripts/budget.mjs' },
    // admin-ui was built two steps above: the pack check packs that build (`--built`) instead of building it again.
    { name: 'pack check (consumer app)', cmd: 'node scripts/pack-check.mjs --built' },
    { name: 'build storybook', cmd: 'npm run build-storybook' },
  ],
  // The built Storybook's Docs pages in Chromium: left to right and light whatever their stories show, headings
  // readable (a story's language and theme are its own root's).
  { name: 'Storybook Docs pages (Chromium)', cmd: 'node scripts/storybook-docs-check.mjs' },
  // Each story runs once: here its play function, axe, and axe's colour rules again in dark on the same render; the
  // stories tagged `visual` in the step after, which also takes their picture (vitest.config.ts). The browser steps
  // one after the other: side by side (stories with end-to-end), a fresh-clone run of aecfa37 took 437 s for the two,
  // against 444 s one after the other in the run before: the browsers keep both cores busy.
  { name: 'story tests (Chromium, axe, dark)', cmd: vitest('storybook'), report: 'storybook' },
  // UPDATE_SNAPSHOT=none: a missing baseline fails (and is not written), even off CI. New baselines come from
  // `npx vitest run --project visual -u`.
  { name: 'visual stories (play, axe, picture, dark)', cmd: vitest('visual'), report: 'visual', env: { UPDATE_SNAPSHOT: 'none' } },
  // Playwright, on the app built above; its JSON report (playwright.config.ts) gives the counts.
  { name: 'end-to-end (Chromium)', cmd: 'npx playwright test', playwrightReport: '.reports/e2e.json' },
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

// CPU seconds (user + system) of the children this process has waited for, from /proc (Linux; null elsewhere): a
// step's CPU time is the difference around it, which compares across machines where wall time does not.
const CLOCK_TICKS = 100;
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    // After the command name: field 16 (cutime) and 17 (cstime) of proc(5) are indexes 13 and 14 here.
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Runs `cmd` in a shell: its exit status, and its output when `quiet` (printed by the caller), else inherited. */
function run(cmd, env, quiet) {
  return new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

async function runStep(step, quiet) {
  if (step.report) rmSync(`.reports/vitest-${step.report}.json`, { force: true });
  if (step.playwrightReport) rmSync(step.playwrightReport, { force: true });
  const banner = `\n━━━ ${step.name}: ${step.cmd}`;
  if (!quiet) console.log(banner);
  const started = Date.now();
  const { status, output } = await run(step.cmd, { ...process.env, FORCE_COLOR: '0', ...step.env }, quiet);
  const seconds = (Date.now() - started) / 1000;
  if (quiet) console.log(`${banner}\n${output.trimEnd()}`);
  let tests = null;
  if (step.report && existsSync(`.reports/vitest-${step.report}.json`)) {
    const r = JSON.parse(readFileSync(`.reports/vitest-${step.report}.json`, 'utf8'));
    tests = { passed: r.numPassedTests, failed: r.numFailedTests, total: r.numTotalTests, failures: failuresOf(r) };
  }
  if (step.playwrightReport && existsSync(step.playwrightReport))
    tests = playwrightTests(JSON.parse(readFileSync(step.playwrightReport, 'utf8')));
  const ok = status === 0 && (!tests || tests.total > 0);
  return { ...step, ok, status, seconds, tests };
}

const only = process.argv.slice(2);
const results = [];
for (const entry of steps) {
  const group = (Array.isArray(entry) ? entry : [entry]).filter((step) => !only.length || only.some((o) => step.name.includes(o)));
  if (!group.length) continue;
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const done = await Promise.all(group.map((step) => runStep(step, group.length > 1)));
  const cpuAfter = childrenCpuSeconds();
  // Steps side by side share one CPU figure (the children's CPU is known once they have all ended) and one wall time.
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  const wall = (Date.now() - started) / 1000;
  done.forEach((result, i) =>
    results.push({ ...result, cpu: i === 0 ? cpu : 0, wall: i === 0 ? wall : 0, with: done.length > 1 ? done.map((r) => r.name) : null }),
  );
}

console.log('\n━━━ Summary (wall seconds, CPU seconds: user + system)');
let passed = 0;
let failed = 0;
for (const r of results) {
  const counts = r.tests ? ` (${r.tests.passed} passed, ${r.tests.failed} failed)` : '';
  const shared = r.with && r.cpu !== 0 ? ` (${r.with.join(' + ')} side by side: ${r.wall.toFixed(1)} s wall)` : '';
  const cpu = r.cpu === null || (r.with && r.cpu === 0) ? ''.padStart(13) : `${r.cpu.toFixed(1).padStart(7)} s CPU`;
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(42)} ${r.seconds.toFixed(1).padStart(6)} s ${cpu}${counts}${shared}`);
  // A step is its tests, or one check when it has none (lint, types, a build, the budgets). A failed step counts as
  // failed even when no test says so: a file that did not load, a crash, a step whose tool failed.
  const stepFailed = r.tests ? Math.max(r.tests.failed, r.tests.failures.length, r.ok ? 0 : 1) : r.ok ? 0 : 1;
  passed += r.tests ? r.tests.passed : r.ok ? 1 : 0;
  failed += stepFailed;
  if (r.tests) for (const failure of r.tests.failures) console.log(`      ✗ ${failure}`);
  else if (!r.ok) console.log(`      ✗ ${r.name}: \`${r.cmd}\` exited with ${r.status ?? 'a signal'} (its output is above)`);
  if (r.tests && !r.ok && !r.tests.failures.length)
    console.log(`      ✗ ${r.name}: exited with ${r.status ?? 'a signal'}, no test named as failed (its output is above)`);
}
const failedSteps = results.filter((r) => !r.ok);
const wall = results.reduce((sum, r) => sum + (r.with ? r.wall : r.seconds), 0);
const cpuTotal = results.every((r) => r.cpu !== null) ? results.reduce((sum, r) => sum + r.cpu, 0) : null;
console.log(`\ntime: ${wall.toFixed(0)} s wall${cpuTotal === null ? '' : `, ${cpuTotal.toFixed(0)} s CPU`}`);
console.log(`steps: ${results.length - failedSteps.length} passed, ${failedSteps.length} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
