#!/usr/bin/env node
// The review benchmark (not a test, not part of npm test): 10 pending KYC cases approved with the keyboard alone
// ("Open the next case" on: A, Tab, Enter per case) against the same 10 through the list as before (click Review,
// click Approve KYC, click Yes, approve: the decision returns to the list), the demo backend answering after 300 ms
// (as ?demo-delay=300 does in the demo app). Prints the inputs and the time per case; writes .reports/bench/review.json.
//   node scripts/bench-review.mjs        (uses packages/admin-app/dist: `npm exec -w @admin-console/admin-app -- vite build` first)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startDemoServer } from './demo-server.mjs';

const CASES = 10;
// BENCH_DELAY_MS=0: the backend answering at once (the safe-case target, at most 1.5 s a case, is set at no delay).
const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 300);
const DIST = resolve(process.env.BENCH_DIST ?? 'packages/admin-app/dist');
const OUT = '.reports/bench/review.json';
if (!existsSync(`${DIST}/index.html`))
  throw new Error(`No build in ${DIST}: run \`npm exec -w @admin-console/admin-app -- vite build\` first.`);

const server = await startDemoServer({ dist: DIST });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

/** A fresh demo store, the answers 300 ms late, signed in, on the pending KYC list. */
async function start() {
  server.backend.resetDb();
  server.backend.setDemoSettings({ delayMs: DELAY_MS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Admin#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/fees$/);
  await page.goto(`${server.url}/verification?status=pending`);
  return { context, page };
}

const reviewLinks = (page) => page.getByRole('table', { name: 'KYC verifications' }).getByRole('link', { name: /^Review / });
const idOf = (url) => new URL(url).pathname.split('/').pop();

/** A case is shown and ready: its address, its data, its bar's buttons usable. */
async function caseReady(page, notId) {
  await page.waitForURL((url) => /\/verification\/\d+/.test(url.pathname) && idOf(url.href) !== notId);
  await page.getByRole('button', { name: 'Approve KYC' }).waitFor();
  await page.getByRole('button', { name: 'Next case' }).and(page.locator(':enabled')).waitFor();
}

async function keyboardRun() {
  const { context, page } = await start();
  let clicks = 0;
  let keys = 0;
  await reviewLinks(page).first().click();
  clicks += 1;
  await caseReady(page, '');
  await page.getByRole('switch', { name: 'Open the next case' }).click();
  clicks += 1;
  const times = [];
  const approved = [];
  for (let i = 0; i < CASES; i += 1) {
    const id = idOf(page.url());
    const started = performance.now();
    await page.keyboard.press('a');
    await page.getByRole('alertdialog', { name: 'Approve KYC' }).waitFor();
    await page.keyboard.press('Tab'); // Cancel has focus first: Tab to "Yes, approve"
    await page.keyboard.press('Enter');
    keys += 3;
    if (i < CASES - 1) await caseReady(page, id);
    else await page.getByText('KYC verification approved successfully!').first().waitFor();
    times.push(performance.now() - started);
    approved.push(id);
  }
  await context.close();
  return { approved, clicks, keys, times };
}

async function listRun() {
  const { context, page } = await start();
  let clicks = 0;
  const times = [];
  const approved = [];
  for (let i = 0; i < CASES; i += 1) {
    const started = performance.now();
    const link = reviewLinks(page).first();
    const name = await link.getAttribute('aria-label');
    await link.click();
    await caseReady(page, '');
    approved.push(idOf(page.url()));
    await page.getByRole('button', { name: 'Approve KYC' }).click();
    await page.getByRole('alertdialog', { name: 'Approve KYC' }).getByRole('button', { name: 'Yes, approve' }).click();
    clicks += 3;
    // Back on the list, refreshed: the approved case has left the pending list.
    await page.waitForURL((url) => url.pathname === '/verification');
    await page.getByRole('link', { name }).waitFor({ state: 'detached' });
    await reviewLinks(page).first().waitFor();
    times.push(performance.now() - started);
  }
  await context.close();
  return { approved, clicks, keys: 0, times };
}

const summary = (run) => {
  const total = run.times.reduce((a, b) => a + b, 0);
  return {
    inputs: run.clicks + run.keys,
    clicks: run.clicks,
    keys: run.keys,
    inputsPerCase: +((run.clicks + run.keys) / CASES).toFixed(1),
    msPerCase: Math.round(total / CASES),
    medianMs: Math.round([...run.times].sort((a, b) => a - b)[Math.floor(CASES / 2)]),
    totalS: +(total / 1000).toFixed(1),
    approved: run.approved,
  };
};

try {
  const keyboard = summary(await keyboardRun());
  const list = summary(await listRun());
  const result = { cases: CASES, delayMs: DELAY_MS, keyboard, list };
  mkdirSync('.reports/bench', { recursive: true });
  writeFileSync(OUT, JSON.stringify(result, null, 2));
  console.table({
    'keyboard (Open the next case)': {
      inputs: keyboard.inputs,
      'inputs/case': keyboard.inputsPerCase,
      'ms/case': keyboard.msPerCase,
      'median ms': keyboard.medianMs,
      'total s': keyboard.totalS,
    },
    'through the list (mouse)': {
      inputs: list.inputs,
      'inputs/case': list.inputsPerCase,
      'ms/case': list.msPerCase,
      'median ms': list.medianMs,
      'total s': list.totalS,
    },
  });
  console.log(`Same cases: ${JSON.stringify(keyboard.approved) === JSON.stringify(list.approved)} (${keyboard.approved.join(', ')})`);
} finally {
  await browser.close();
  await server.close();
}
