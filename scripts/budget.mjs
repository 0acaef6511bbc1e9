#!/usr/bin/env node
// Budgets, measured: fails when one is exceeded. Prints a table and writes .reports/budget.json.
//  1. The JavaScript a first visit to /login downloads (gzip), measured in Chromium on the production build: <= 130 KB
//     (and, for the record, what signing in and opening /fees adds).
//  2. The production build holds no demo-backend (mock) code, no demo service worker and no public source maps.
//  3. admin-ui: the whole package's ESM build, minified and gzipped without peers: <= 54 KB; its Arabic entry <= 4 KB.
//  4. admin-ui tree-shaking: importing Button alone pulls only what it needs.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startDemoServer } from './demo-server.mjs';

const KB = 1000;
// The goal is 130 KB (128.1 measured until 2026-11-24). The Arabic interface took it to 134.2: the i18n runtime
// (Lingui, 2.2 KB), the shell's English messages (1 KB), the language switch (0.9 KB) and admin-ui's locale provider,
// and the limit was raised to 134.5. On 2026-11-27 it went back down to 131.6 without taking anything from the page:
// react-router's production build instead of the development one its package exports (-0.6), the modules the first
// page and the signed-in pages share in one chunk instead of six compressed apart (-1.5), and the sidebar's icons in
// the signed-in layout's chunk, not the entry (-0.5). What is left: React (67.4), the router (29.8) and
// styled-components (11.3) are 108.5 KB; the entry (10.2) holds the route table, the notifications (a failed
// language download is told in one, and a live region must be on the page before its first notice) and the route
// error page, which must not be a download of its own. The limit is lowered to 132 on the way to 130, not raised.
// 2026-11-28: 131.98 KB before issue 28; its placeholder rule (+0.05) and login message took it to 132.03, over. The
// app's build now minifies the styled-components CSS it compiles from source (vite.config.ts, as admin-ui's own
// build does): 131.2 KB, and the check below holds it (303 templates shipped as written without it).
const LOGIN_JS_BUDGET = 132 * KB;
// 40 KB until 2026-11-24 (39.9 measured). Raised to 48 for the lists people work with: the package grew to
// 45.5 KB with sortable headers (sortRows alone 2.3 KB), CSV export and ExportButton (7.9 KB with the table
// exporters), one date format and DateText (1.2 KB), folded cells (CellStack), per-column language and
// descriptions, sticky grid columns and the 320-px drawer. A consumer pays for what it imports (the
// single-import budget below holds: Button alone is 2.2 KB); 2.5 KB is left for the dark theme.
// Raised to 56 on 2026-11-24 (54.3 measured, from 46.9): every component's built-in texts became messages a
// caller can replace (the English set is 1.9 KB; the Arabic set, about 2.8 KB, is counted here because the root
// re-exports it, though an app that never imports it does not ship it),
// the dark theme, scoped theming and the missing-provider check (about 1 KB), and the components the review
// flow and safe fee saves needed: Switch, SegmentedControl, KeyHint and KeyboardShortcutsDialog, ChangeSummary,
// the image viewer's wheel zoom and drag (about 4 KB of their own code). Button alone went down to 2.0 KB.
// 0.2.0, one consistent API (2026-11-24): 54.6 -> 55.9 KB, measured as the production build a consumer ships
// (development warnings folded away): the public Field, dialogs' trigger and uncontrolled state, Select's and
// SearchInput's error lines, EditableTable's error state. Button alone stays 2.0 KB.
// 0.2.0 again (2026-11-24): the root entry no longer re-exports `arMessages` (one way in: the `locale/ar` entry), so
// the whole package no longer counts the Arabic set, which had been counted here since the root re-exported it,
// against what the comment above intended. Measured 56.1 KB with it, 52.7 KB without; the limit is lowered to 54 KB
// and the Arabic entry has a budget of its own.
// Issue 25 (2026-11-27): spreadsheet editing (paste, undo), sticky columns and one row of inputs took it to 55.0 KB,
// over. The CSS of the styled-components templates was shipped as written (a consumer's minifier leaves template
// literals alone): minified at build (tsup.config.ts, styled-components' Babel plugin) it is 51.5 KB. The limit is
// lowered to 52 KB, to keep what that bought.
// Issue 26 (2026-11-27): the notification dock, a review's risks in ConfirmModal, ready-made reasons in RejectModal
// and StickyActionBar's narrow message took it to 52.27 KB. Met again, the limit unchanged, with 51.98 KB:
// EditableTable's deprecated `stickyFirstColumn` removed (0.3), the dock scrolled out of view leaves the notifications
// to float (as when it is narrow) instead of positioning them itself, RejectModal's reasons are Buttons, a picked
// reason's caret is the browser's, sticky insets are one calc() of the widths, and the build drops the spaces CSS minification left around `>` and after commas.
// Issues 28 and 29 (2026-11-28): the 52 KB above was a limit this project set itself below the agreed one, and it left
// 20 bytes for two issues of admin-ui work. Issue 29 states the package's budget as "whole package <= 54 KB,
// `import { Button }` <= 2.2 KB"; the limit is that agreed 54 KB again (not a measurement: 51.98 KB when set).
const UI_PACKAGE_BUDGET = 54 * KB;
// The typefaces a first visit downloads (woff2, already compressed; not JS, so apart from the JS budget) are reported,
// and held to what the page needs: each face has a unicode-range, so English text needs only IBM Plex Sans' Latin
// file (all weights in one variable font), and the language switch's native name "العربية" one Arabic weight.
const ENGLISH_LOGIN_FONTS = [/^ibm-plex-sans-latin-wght-normal-/, /^ibm-plex-sans-arabic-arabic-400-normal-/];
const UI_ARABIC_BUDGET = 4 * KB;
// `import { Button }` alone: issue 29's 2.2 KB (it was 4 KB, a loose guard against pulling the whole package in).
const UI_SINGLE_IMPORT_BUDGET = 2.2 * KB;

const root = new URL('..', import.meta.url).pathname;
const appDist = join(root, 'packages/admin-app/dist');
const uiDist = join(root, 'packages/admin-ui/dist');
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const fmt = (n) => `${(n / KB).toFixed(1)} KB`;
// The template literals of `js` that hold CSS as written: a comment, one declaration a line, indentation.
const unminifiedCss = (js) => (js.match(/`[^`]*`/g) ?? []).filter((text) => /\/\* [^`]*\*\/|[;{]\n|\n {2,}[a-z-]+:/.test(text));

const results = [];
const check = (name, value, limit, detail = '') => {
  const ok = value <= limit;
  results.push({ name, value, limit, ok, detail });
};

if (!existsSync(join(appDist, 'index.html'))) {
  execSync('npm run build -w @admin-console/admin-app', { cwd: root, stdio: 'inherit' });
}
if (!existsSync(join(uiDist, 'index.js'))) {
  execSync('npm run build -w @admin-console/admin-ui', { cwd: root, stdio: 'inherit' });
}

// 1. First visit to /login, in a real browser: every script it fetches, gzipped.
{
  const server = await startDemoServer({ dist: appDist });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    const fonts = new Set();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
      if (req.resourceType() === 'font') fonts.add(new URL(req.url()).pathname);
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 15000 });
    let total = 0;
    const files = [];
    for (const path of scripts) {
      const size = gz(readFileSync(join(appDist, path)));
      total += size;
      files.push(`${path} ${fmt(size)}`);
    }
    check('JS downloaded by a first visit to /login (gzip)', total, LOGIN_JS_BUDGET, files.join(', '));
    // The app compiles admin-ui and its own styles from source; vite.config.ts minifies their CSS at build (as
    // admin-ui's tsup build does): a template still indented is one the build shipped as written.
    const appTemplates = readdirSync(join(appDist, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .flatMap((name) => unminifiedCss(readFileSync(join(appDist, 'assets', name), 'utf8')));
    check(
      'CSS templates left unminified in the production build (comments, indentation)',
      appTemplates.length,
      0,
      appTemplates
        .slice(0, 3)
        .map((text) => text.slice(0, 60).replace(/\s+/g, ' '))
        .join(' | '),
    );
    const fontBytes = (paths) => [...paths].reduce((sum, path) => sum + readFileSync(join(appDist, path)).length, 0);
    const fontList = (paths) =>
      [...paths].map((path) => `${path.replace(/^.*\//, '')} ${fmt(readFileSync(join(appDist, path)).length)}`).join(', ');
    await page.evaluate(() => document.fonts.ready);
    check('fonts downloaded by a first visit to /login in English (no limit)', fontBytes(fonts), Infinity, fontList(fonts) || 'none');
    const extraFonts = [...fonts]
      .map((path) => path.replace(/^.*\//, ''))
      .filter((file) => !ENGLISH_LOGIN_FONTS.some((known) => known.test(file)));
    check('font files on an English /login beyond Plex Sans Latin and Arabic 400', extraFonts.length, 0, extraFonts.join(', '));
    // For the record (no limit): the same first visit in Arabic (the language a browser remembers), its Arabic faces.
    {
      const arabicPage = await browser.newPage();
      const arabicFonts = new Set();
      arabicPage.on('request', (req) => {
        if (req.resourceType() === 'font') arabicFonts.add(new URL(req.url()).pathname);
      });
      await arabicPage.addInitScript(() => localStorage.setItem('admin:locale', 'ar'));
      await arabicPage.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
      await arabicPage.getByRole('heading', { level: 1, name: 'أهلاً بك في منصة معالج المدفوعات' }).waitFor({ timeout: 15000 });
      await arabicPage.evaluate(() => document.fonts.ready);
      check(
        'fonts downloaded by a first visit to /login in Arabic (no limit)',
        fontBytes(arabicFonts),
        Infinity,
        fontList(arabicFonts) || 'none',
      );
      await arabicPage.close();
    }
    // The Arabic messages (the app's and admin-ui's) load only when Arabic is chosen: none of them in English /login.
    const arabic = ['أهلاً بك في منصة معالج المدفوعات', 'تعذّر الوصول إلى الخادم', 'إغلاق الإشعار'];
    const carried = arabic.filter((text) => [...scripts].some((path) => readFileSync(join(appDist, path), 'utf8').includes(text)));
    check('Arabic messages in the JS of an English /login', carried.length, 0, carried.join(' | '));
    // What keeps the first page small. Each admin-ui component carries its own English texts: none of the texts of
    // components /login does not show is in its JS. admin-ui's development warning folds away in production.
    const loginText = [...scripts].map((path) => readFileSync(join(appDist, path), 'utf8')).join('\n');
    const foreignTexts = [
      'Rotate left',
      'Change history',
      'Zoom out',
      'Cancel export',
      'Available users',
      'rendered outside <AdminThemeProvider>',
    ];
    const riding = foreignTexts.filter((text) => loginText.includes(text));
    check('texts of components /login does not show, in its JS', riding.length, 0, riding.join(' | '));
    // For the record (no limit): the same visit signed in and on to /fees, the first screen after it.
    const loginScripts = new Set(scripts);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Admin#2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/fees', { waitUntil: 'commit', timeout: 15000 });
    await page.getByRole('heading', { level: 1, name: 'Fees' }).waitFor({ timeout: 15000 });
    await page.waitForLoadState('networkidle');
    const after = [...scripts].filter((path) => !loginScripts.has(path));
    const more = after.reduce((sum, path) => sum + gz(readFileSync(join(appDist, path))), 0);
    check('JS downloaded by then signing in and opening /fees (gzip, no limit)', total + more, Infinity, `after /login: ${fmt(more)} more`);
  } finally {
    await browser.close();
    await server.close();
  }
}

// 2. No mock code in the production build.
{
  const assets = join(appDist, 'assets');
  const offenders = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => /mockServiceWorker|setupWorker|msw\/browser|demo-delay|Admin#2026/.test(readFileSync(join(assets, f), 'utf8')));
  check('files of the production build holding demo-backend code', offenders.length, 0, offenders.join(', '));
  // Nothing private is deployed: no demo service worker, no source map (full sources) nor a link to one.
  const deployed = readdirSync(appDist, { recursive: true }).map(String);
  const exposed = deployed.filter(
    (f) =>
      f.endsWith('mockServiceWorker.js') ||
      f.endsWith('.map') ||
      (f.endsWith('.js') && /sourceMappingURL=/.test(readFileSync(join(appDist, f), 'utf8'))),
  );
  check('deployed files that expose source maps or the demo worker', exposed.length, 0, exposed.join(', '));
  // A chunk's preload lists (for its lazy imports) leave out the chunks it imports statically: those are loaded
  // before its code runs (vite.config.ts, preloadOnlyWhatIsMissing).
  const code = (file) => readFileSync(join(assets, file), 'utf8');
  const staticImports = (file) =>
    [...code(file).matchAll(/(?:^|[;}])\s*import(?:[^'"`()]*?from)?\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]);
  const loadedWith = (file, loaded = new Set()) => {
    if (loaded.has(file)) return loaded;
    loaded.add(file);
    for (const imported of staticImports(file)) loadedWith(imported, loaded);
    return loaded;
  };
  const listedTwice = [];
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const list = /m\.f=\[([^\]]*)\]/.exec(code(file));
    if (!list) continue;
    const loaded = loadedWith(file);
    loaded.delete(file);
    for (const dep of list[1].split(',').map((d) => d.replace(/["'`]/g, '').replace(/^assets\//, ''))) {
      if (loaded.has(dep)) listedTwice.push(`${file} > ${dep}`);
    }
  }
  check(
    'chunks preloaded for a lazy import though their importer loaded them already',
    listedTwice.length,
    0,
    listedTwice.slice(0, 5).join(', '),
  );
}

// 3 and 4. admin-ui sizes, bundled as a consumer's bundler would (peers external).
{
  const external = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'];
  const bundle = async (contents) => {
    const out = await build({
      stdin: { contents, resolveDir: root, loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      external,
      // Resolved like a consumer's bundler does: through the package's exports map and its
      // `sideEffects: false` (the workspace link points at packages/admin-ui, built in dist/).
      // A production build, as a consumer ships it: the development-only warnings fold away.
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    return out.outputFiles[0].contents;
  };
  const whole = await bundle("export * from '@admin-console/admin-ui';");
  check('admin-ui whole package, ESM min+gzip without peers', gz(whole), UI_PACKAGE_BUDGET);
  // The styles' CSS ships minified (tsup.config.ts runs styled-components' Babel plugin): a template still holding
  // a CSS comment or one declaration a line is one the plugin did not recognise, shipped whole to every consumer.
  const unminified = unminifiedCss(new TextDecoder().decode(whole));
  check(
    'admin-ui CSS templates left unminified (comments, indentation)',
    unminified.length,
    0,
    unminified
      .slice(0, 3)
      .map((text) => text.slice(0, 60).replace(/\s+/g, ' '))
      .join(' | '),
  );
  // The Arabic texts, an entry of their own (an app imports it when a user picks Arabic).
  const arabic = await bundle("export * from '@admin-console/admin-ui/locale/ar';");
  check('admin-ui Arabic texts (`locale/ar`), min+gzip', gz(arabic), UI_ARABIC_BUDGET);
  const single = await bundle("import { Button } from '@admin-console/admin-ui'; console.log(Button);");
  const text = Buffer.from(single).toString('utf8');
  // Strings that belong to other components must not ride along with Button.
  const foreign = ['Only PDF, JPG, and PNG files are allowed', 'Dismiss notification', 'Expand sidebar'].filter((s) => text.includes(s));
  check('admin-ui `import { Button }` alone, min+gzip', gz(single), UI_SINGLE_IMPORT_BUDGET, `whole package ${fmt(gz(whole))}`);
  check("other components' code pulled in by importing Button alone", foreign.length, 0, foreign.join(' | '));
}

mkdirSync(join(root, '.reports'), { recursive: true });
writeFileSync(join(root, '.reports/budget.json'), JSON.stringify(results, null, 2));
console.log('\nBudget                                                         measured     limit    result');
for (const r of results) {
  const isBytes = r.limit > 100;
  const value = isBytes ? fmt(r.value) : String(r.value);
  const limit = r.limit === Infinity ? '—' : isBytes ? fmt(r.limit) : String(r.limit);
  console.log(`${r.name.padEnd(62)} ${value.padStart(9)} ${limit.padStart(9)}    ${r.ok ? 'ok' : 'OVER'}`);
  if (r.detail) console.log(`    ${r.detail}`);
}
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.error(`\n${failed.length} budget(s) exceeded.`);
  process.exit(1);
}
console.log('\nAll budgets met.');
