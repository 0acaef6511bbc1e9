#!/usr/bin/env node
// `npm run bench`, the Fees benchmark: builds the app (production build, into .reports/bench/app so it never races the
// dist/ of the e2e run), serves it with the demo backend (scripts/demo-server.mjs) and drives it in headless Chromium
// at 100, 1,000 and 10,000 rows: keystrokes in the grid against a bare <input> typed in the same rounds (the
// control), and long tasks while scrolling the grid in edit mode (view mode the control). It prints a table, writes
// .reports/bench/fees.json and exits 1 when a target is missed (docs/performance.md#benchmark-the-fees-grid).
//   BENCH_ROWS=100,1000   other sizes      BENCH_NO_BUILD=1   reuse the last bench build
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startDemoServer } from './demo-server.mjs';

const SIZES = (process.env.BENCH_ROWS ?? '100,1000,10000').split(',').map(Number);
const KEYSTROKES = 50;
const RUNS = 3;
const STROKE_GAP_MS = 60;
const ROUNDS = 5;
/** Rows scrolled through (at most the list) for the long-task measure, one wheel notch at a time. */
const SCROLL_ROWS = 1000;
const WHEEL_PX = 120;
const DIST = resolve('.reports/bench/app');
const OUT = process.env.BENCH_OUT ?? '.reports/bench/fees.json';

if (process.env.BENCH_NO_BUILD !== '1' || !existsSync(DIST)) {
  console.log('Building the app (production)…');
  execSync(`npx vite build --logLevel warn --outDir "${DIST}" --emptyOutDir`, { cwd: 'packages/admin-app', stdio: 'inherit' });
}

/**
 * Chromium paints at the display's rate (60 Hz) by default, so "input to next paint" would include up to 16.7 ms of
 * waiting for the next vsync, whatever the app does. Without the frame-rate limit a frame is produced as soon as
 * there is damage: the figures are the app's own cost (event handling, React render, style, layout, paint).
 */
const BENCH_FLAGS = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

/** In-page helpers, installed before any script of the app runs. */
function installProbes() {
  const w = window;
  // The frame's work (style, layout, paint, commit) runs right after its rAF callbacks; the first task after them marks
  // the paint. A user-blocking task, not setTimeout: a timer yields to input and IPC tasks queued meanwhile (the
  // keyup of the same keystroke), which would add their time to this one's.
  const sched = window.scheduler;
  const afterFrameTask = (fn) => {
    if (sched) void sched.postTask(fn, { priority: 'user-blocking' });
    else setTimeout(fn, 0);
  };
  w.__afterFrameTask = afterFrameTask;
  const afterPaint = (fn) => requestAnimationFrame(() => afterFrameTask(fn));
  // Navigation -> the first row of the grid painted.
  const observer = new MutationObserver(() => {
    if (w.__tableShown !== undefined || !document.querySelector('[role="grid"] td[data-r="0"]')) return;
    w.__tableShown = null;
    observer.disconnect();
    afterPaint(() => {
      w.__tableShown = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
  // Long tasks (over 50 ms on the main thread), for the scrolling measure.
  const longTasks = [];
  w.__longTasks = longTasks;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  } catch {
    w.__longTasks = null;
  }
  // Each input event: its start (first listener of all), the end of its handling (last listener), the next paint.
  const strokes = [];
  w.__strokes = strokes;
  window.addEventListener(
    'input',
    () => {
      const stroke = { start: performance.now(), handled: 0, frame: 0, painted: 0 };
      strokes.push(stroke);
      requestAnimationFrame(() => {
        stroke.frame = performance.now();
        afterFrameTask(() => {
          stroke.painted = performance.now();
        });
      });
    },
    true,
  );
  window.addEventListener('input', () => {
    const stroke = strokes[strokes.length - 1];
    if (stroke) stroke.handled = performance.now();
  });
}

const median = (xs) => percentile(xs, 50);
function percentile(xs, p) {
  const sorted = [...xs].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo);
}
const r1 = (n) => Math.round(n * 10) / 10;

async function openFees(page, rows) {
  await page.goto('/fees');
  if (process.env.BENCH_CSS) await page.addStyleTag({ content: process.env.BENCH_CSS });
  await page.waitForFunction(() => typeof window.__tableShown === 'number', null, {
    timeout: 60_000,
  });
  const count = await page.locator('[role="grid"]').getAttribute('aria-rowcount');
  // The row count includes the header rows (the titles, and the grouped header row above them).
  const headerRows = await page.locator('[role="grid"] thead tr').count();
  if (Number(count) !== rows + headerRows) throw new Error(`expected ${rows} rows, the grid has aria-rowcount ${count}`);
  return page.evaluate(() => window.__tableShown);
}

/** Click Edit -> the grid in edit mode, painted. */
async function enterEditMode(page) {
  return page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Edit');
    if (!button) throw new Error('no Edit button');
    const start = performance.now();
    button.click();
    while (!document.querySelector('[role="grid"] input')) await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => requestAnimationFrame(() => window.__afterFrameTask(r)));
    return performance.now() - start;
  });
}

async function leaveEditMode(page) {
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit' }).waitFor();
}

const TEXT = ' by wallet, standard rate, all channels, updated!!'.slice(0, KEYSTROKES).padEnd(KEYSTROKES, '.');

/**
 * Types KEYSTROKES characters into the focused input, STROKE_GAP_MS apart (far more than a frame, so each keystroke
 * paints before the next one). Nothing polls the page meanwhile: a polling harness would run in the frames measured.
 */
async function typeAndRecord(page) {
  await page.evaluate(() => {
    window.__strokes.length = 0;
  });
  // Settled first: the previous round's last frame, or a mode switch, is not this round's.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => window.__afterFrameTask(r))));
  await page.keyboard.type(TEXT, { delay: STROKE_GAP_MS });
  await page.waitForFunction(
    (n) => {
      const s = window.__strokes;
      return s.length >= n && s[n - 1].painted > 0;
    },
    KEYSTROKES,
    { polling: 100 },
  );
  const strokes = await page.evaluate(() => window.__strokes);
  if (strokes.length !== KEYSTROKES) throw new Error(`recorded ${strokes.length} keystrokes, typed ${KEYSTROKES}`);
  return strokes;
}

/** p50/p95 of the input -> next paint latency, and of the app's share of it (the wait for the frame left out). */
function keystrokeStats(strokes) {
  const toPaint = strokes.map((s) => s.painted - s.start);
  const work = strokes.map((s) => s.handled - s.start + (s.painted - s.frame));
  return {
    toPaint: { p50: r1(percentile(toPaint, 50)), p95: r1(percentile(toPaint, 95)), max: r1(Math.max(...toPaint)) },
    work: { p50: r1(percentile(work, 50)), p95: r1(percentile(work, 95)), max: r1(Math.max(...work)) },
    handler: {
      p50: r1(
        percentile(
          strokes.map((s) => s.handled - s.start),
          50,
        ),
      ),
      p95: r1(
        percentile(
          strokes.map((s) => s.handled - s.start),
          95,
        ),
      ),
    },
  };
}

/**
 * Scrolls the grid by wheel notches, as a person flicking through it, through SCROLL_ROWS rows (or the whole list),
 * and back to the top; the long tasks meanwhile (count and the longest, in ms).
 */
async function scrollAndRecord(page) {
  const scroller = page.getByRole('grid').locator('xpath=..');
  const box = await scroller.boundingBox();
  if (!box) throw new Error('the grid has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const rowHeight = await page.evaluate(
    () => document.querySelector('[role="grid"] tbody tr:not([data-spacer])')?.getBoundingClientRect().height ?? 40,
  );
  const distance = await scroller.evaluate((el, max) => Math.min(max, el.scrollHeight - el.clientHeight), SCROLL_ROWS * rowHeight);
  await page.evaluate(() => {
    window.__longTasks.length = 0;
  });
  for (let done = 0; done < distance; done += WHEEL_PX) await page.mouse.wheel(0, WHEEL_PX);
  await scroller.evaluate(
    (el, target) =>
      new Promise((resolve) => {
        const check = () => (el.scrollTop >= target - 1 ? resolve() : requestAnimationFrame(check));
        check();
      }),
    distance,
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => window.__afterFrameTask(r))));
  const tasks = await page.evaluate(() => [...window.__longTasks]);
  await scroller.evaluate((el) => {
    el.scrollTop = 0;
  });
  return { scrolledRows: Math.round(distance / rowHeight), longTasks: tasks.length, maxMs: tasks.length ? Math.max(...tasks) : 0 };
}

/** The control's input, emptied and focused for the next round. */
async function focusControl(controlPage) {
  await controlPage.bringToFront();
  const input = controlPage.getByLabel('Control');
  await input.fill('');
  await input.click();
}

// Measures /fees at each size (BENCH_ROWS), a control round before each round of the grid, then prints and writes the report.
const { url, backend, close } = await startDemoServer({ dist: DIST });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, ...BENCH_FLAGS] });
const results = [];
const chromiumVersion = browser.version();
try {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Admin#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/fees');

  // Control: a bare <input> in the same browser, typed in the same rounds as the grid (one before each). Its input
  // -> next paint is the floor any page has here at that moment, against which the grid's figures are read.
  const controlPage = await context.newPage();
  await controlPage.setContent('<label>Control <input></label>');
  await controlPage.evaluate(installProbes);

  for (const rows of SIZES) {
    backend.setDemoSettings({ rows });
    const shown = [];
    const edit = [];
    for (let run = 0; run < RUNS; run += 1) {
      shown.push(await openFees(page, rows));
      edit.push(await enterEditMode(page));
      await leaveEditMode(page);
    }
    await page.getByRole('button', { name: 'Edit' }).click();
    // ROUNDS pairs: KEYSTROKES into the control, then KEYSTROKES into the name_english cell of another fee. The
    // figures are each side's median round, which keeps a burst of load from elsewhere out of one size's result.
    const rounds = [];
    const controlRounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await focusControl(controlPage);
      controlRounds.push(keystrokeStats(await typeAndRecord(controlPage)));
      await page.bringToFront();
      // The cell, as a person clicks it: only the active cell's row holds inputs (EditableTable's doc comment), so
      // the click on another row's cell brings its input, focused with the value selected; End puts the caret after it.
      const cell = page.getByRole('grid').locator(`td[data-r="${round}"][data-c="3"]`);
      await cell.click();
      await cell.getByRole('textbox').waitFor();
      await page.waitForFunction((r) => document.activeElement?.closest(`td[data-r="${r}"][data-c="3"]`) !== null, round);
      await page.keyboard.press('End');
      // BENCH_TRACE=dir: a Chrome trace of the keystrokes per size, to open in DevTools (Performance panel).
      const tracing = process.env.BENCH_TRACE && round === 0;
      if (tracing) await browser.startTracing(page, { path: `${process.env.BENCH_TRACE}/fees-${rows}.json` });
      rounds.push(keystrokeStats(await typeAndRecord(page)));
      if (tracing) await browser.stopTracing();
    }
    const middle = (list) => [...list].sort((a, b) => a.toPaint.p95 - b.toPaint.p95)[Math.floor(list.length / 2)];
    await page.keyboard.press('Escape');
    const scrollEdit = await scrollAndRecord(page);
    await leaveEditMode(page).catch(() => undefined);
    const discard = page.getByRole('button', { name: 'Discard changes' });
    if (await discard.isVisible().catch(() => false)) await discard.click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    const scrollView = await scrollAndRecord(page);
    results.push({
      rows,
      tableShownMs: { median: r1(median(shown)), runs: shown.map(r1) },
      editModeMs: { median: r1(median(edit)), runs: edit.map(r1) },
      keystroke: middle(rounds),
      control: middle(controlRounds),
      keystrokeRounds: rounds,
      controlRounds,
      scrollEdit,
      scrollView,
    });
  }
  await controlPage.close();
} finally {
  await browser.close();
  await close();
}

const small = results.find((r) => r.rows === 100);
const thousand = results.find((r) => r.rows === 1000);
const large = results.find((r) => r.rows === 10000);
// Input event -> next paint, p95 of the median round, against the control's median round of the same size.
const targets = {
  keystrokeP95Within2xOfControl: results.every((r) => r.keystroke.toPaint.p95 <= 2 * r.control.toPaint.p95),
  noLongTaskOver50msScrolling1000InEditMode: thousand ? thousand.scrollEdit.maxMs <= 50 : null,
  keystroke10000Within1_5xOf100: small && large ? large.keystroke.toPaint.p95 <= 1.5 * small.keystroke.toPaint.p95 : null,
  editModeUnder100msAt1000: thousand ? thousand.editModeMs.median < 100 : null,
};
const report = {
  date: new Date().toISOString(),
  chromium: chromiumVersion,
  flags: BENCH_FLAGS,
  keystrokes: KEYSTROKES,
  keystrokeRounds: ROUNDS,
  runs: RUNS,
  results,
  targets,
};
mkdirSync(OUT.replace(/\/[^/]+$/, ''), { recursive: true });
writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);

const pad = (s, n) => String(s).padStart(n);
const said = (met) => (met === null ? 'not measured' : met ? 'met' : 'MISSED');
const lines = [
  '',
  `/fees benchmark (Chromium ${report.chromium}; median of ${RUNS} loads; keystrokes: the median of ${ROUNDS} rounds of ${KEYSTROKES}, grid and control interleaved)`,
  `${pad('rows', 7)} ${pad('table shown', 12)} ${pad('edit mode', 10)} ${pad('key p50', 8)} ${pad('key p95', 8)} ${pad('control p95', 12)} ${pad('ratio', 6)} ${pad('scroll edit: long tasks / max', 30)} ${pad('scroll view', 12)}   (ms)`,
  ...results.map(
    (r) =>
      `${pad(r.rows.toLocaleString('en-US'), 7)} ${pad(r.tableShownMs.median, 12)} ${pad(r.editModeMs.median, 10)} ${pad(r.keystroke.toPaint.p50, 8)} ${pad(r.keystroke.toPaint.p95, 8)} ${pad(r.control.toPaint.p95, 12)} ${pad(`${(r.keystroke.toPaint.p95 / r.control.toPaint.p95).toFixed(1)}x`, 6)} ${pad(`${r.scrollEdit.longTasks} / ${r.scrollEdit.maxMs} (${r.scrollEdit.scrolledRows} rows)`, 30)} ${pad(`${r.scrollView.longTasks} / ${r.scrollView.maxMs}`, 12)}`,
  ),
  '',
  `keystroke p95 at most 2x the control's, at every size: ${said(targets.keystrokeP95Within2xOfControl)}`,
  `no long task over 50 ms scrolling 1,000 rows in edit mode: ${said(targets.noLongTaskOver50msScrolling1000InEditMode)}`,
  `keystroke p95 at 10,000 rows within 1.5x of 100 rows: ${said(targets.keystroke10000Within1_5xOf100)}`,
  `edit mode < 100 ms at 1,000 rows: ${said(targets.editModeUnder100msAt1000)}`,
  `written to ${OUT}`,
  '',
];
console.log(lines.join('\n'));
if (Object.values(targets).some((met) => met === false)) process.exitCode = 1;
