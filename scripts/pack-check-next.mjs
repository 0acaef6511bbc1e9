#!/usr/bin/env node
// The packed admin-ui in Next.js app-router apps (Next 15 and 16): each installs the tarball, holds the README's
// ```tsx next <file> blocks verbatim (the styled-components registry and the root layout around AdminThemeProvider),
// and a server component page (no 'use client', rendered per request) of components and `/core` helpers. `next build`
// (type-check included) must pass; `next start` serves the page, whose HTML must hold the components, the styles of
// the classes they carry, and the theme's light and dark variables: without the registry it holds none of the styles.
//   node scripts/pack-check-next.mjs <tarball> <work dir> [next version...]   (scripts/pack-check.mjs runs it, with
//   NEXT_VERSIONS, beside its Vite consumer; by hand, give a version to check that one only)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The newest of each major (`npm view next@15 version`, `npm view next@16 version`), pinned: the check is repeatable
// and a new Next release comes in by a change here. The app router renders with the React canary Next bundles, not the
// installed React: 19.2.0-canary in Next 15.5 (no useEffectEvent), 19.3.0-canary in Next 16.4.
export const NEXT_VERSIONS = ['15.5.29', '16.4.6'];

const root = new URL('..', import.meta.url).pathname;
const ui = join(root, 'packages/admin-ui');
const lockVersion = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
// No telemetry, and no update check or other download: Next must build and serve from what npm installed.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

// Every command runs in a process group of its own, ended whole (npm's and Next's workers with it) when it is done
// with, or when this process is told to stop (scripts/pack-check.mjs does when its own checks fail).
const live = new Set();
function start(cmd, args, cwd) {
  const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  child.on('exit', () => live.delete(child));
  return child;
}
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    live.forEach(stop);
    process.exit(1);
  });
}

/** Runs a command; resolves with its output, rejects with it (stdout and stderr) when it fails. */
function run(cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = start(cmd, args, cwd);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The README's ```tsx next <file> blocks: the files a Next app takes as they are. */
export function nextFiles(readme) {
  const files = [...readme.matchAll(/^```tsx next (\S+)\n([\s\S]*?)^```$/gm)].map(([, path, code]) => ({ path, code }));
  for (const needed of ['app/registry.tsx', 'app/layout.tsx']) {
    if (!files.some((file) => file.path === needed)) throw new Error(`The README has no \`\`\`tsx next ${needed} block`);
  }
  return files;
}

// The page: a server component (no 'use client'), rendered on each request. A theme built at module level and dates
// formatted and rows sorted on the server, with `/core`; the components are client modules it renders. DataTable's
// getRowId is a function, which cannot cross to the client: the table is rendered by a client module of the app.
const page = `import { AdminThemeProvider, Button, StatusBadge, TextField } from '@admin-console/admin-ui';
import { createTheme, formatDate, sortRows, type DataColumn } from '@admin-console/admin-ui/core';
import { AccountsTable, type AccountRow } from './accounts-table';

export const dynamic = 'force-dynamic';

const brand = createTheme({ color: { primary: '#0b6e4f', primaryHover: '#085a40', focus: '#0b6e4f' } });

const columns: DataColumn<AccountRow>[] = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'status', title: 'Status' },
  { key: 'opened', title: 'Opened' },
];
const accounts = [
  { id: 1, name: 'Omar Haddad', status: 'Active', opened: '2026-01-05T09:00:00Z' },
  { id: 2, name: 'Lina Khoury', status: 'Pending', opened: '2026-11-23T10:00:00Z' },
];

export default function Page() {
  const rows = sortRows(accounts, columns, { key: 'name', direction: 'ascending' }).map((account) => ({
    ...account,
    opened: formatDate(account.opened, { timeZone: 'UTC' }),
  }));
  return (
    <main>
      <StatusBadge tone="success">Rendered on the server</StatusBadge>
      <TextField label="Search accounts" defaultValue="" />
      <Button variant="danger">Reject payout</Button>
      <AccountsTable columns={columns} rows={rows} />
      <AdminThemeProvider scope theme={brand}>
        <Button>Branded action</Button>
      </AdminThemeProvider>
    </main>
  );
}
`;

const accountsTable = `'use client';

import { DataTable, type DataColumn } from '@admin-console/admin-ui';

export interface AccountRow {
  id: number;
  name: string;
  status: string;
  opened: string;
}

export function AccountsTable({ columns, rows }: { columns: DataColumn<AccountRow>[]; rows: AccountRow[] }) {
  return <DataTable caption="Accounts" columns={columns} rows={rows} getRowId={(row) => row.id} />;
}
`;

/** The classes of the first element of `tag` whose text (up to its closing tag) holds `text`. */
function classesOf(html, tag, text) {
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))) {
    const end = html.indexOf(`</${tag}>`, match.index);
    if (!html.slice(match.index, end).includes(text)) continue;
    const classes = /\bclass="([^"]*)"/.exec(match[1]);
    return classes ? classes[1].split(/\s+/).filter(Boolean) : [];
  }
  throw new Error(`No <${tag}> holding "${text}" in the page`);
}

/** What a served page must hold: the components, their styles (collected by the registry), the theme's variables. */
export function checkPage(html, { lightTheme, darkTheme, themeToCssVariables }) {
  const expected = [
    'Reject payout',
    'Rendered on the server',
    'Search accounts',
    'Lina Khoury',
    'Omar Haddad',
    '23 Nov 2026',
    'Branded action',
  ];
  const missing = expected.filter((text) => !html.includes(text));
  if (missing.length) throw new Error(`The page lacks ${missing.map((text) => `"${text}"`).join(', ')}`);
  // The rows as the server sorted them (sortRows, by name) and dated them (formatDate).
  if (html.indexOf('Lina Khoury') > html.indexOf('Omar Haddad'))
    throw new Error('The table rows are not sorted by name (sortRows on the server)');
  const styles = [...html.matchAll(/<style\b[^>]*\bdata-styled\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  if (!styles.length) throw new Error('The HTML has no <style data-styled> element: the styles were not collected (no registry?)');
  const css = styles.join('\n').replace(/\s+/g, '');
  // Each element's generated classes (styled-components' `sc-` class names the component, it has no rules) have rules.
  for (const [tag, text] of [
    ['button', 'Reject payout'],
    ['span', 'Rendered on the server'],
    ['table', 'Lina Khoury'],
  ]) {
    const classes = classesOf(html, tag, text).filter((name) => !name.startsWith('sc-'));
    const unstyled = classes.filter((name) => !css.includes(`.${name}{`));
    if (!classes.length || unstyled.length) {
      throw new Error(`The <${tag}> of "${text}" has classes without rules in the page's styles: ${unstyled.join(', ') || '(none)'}`);
    }
  }
  // The layout's page-wide theme (colorScheme="system": light, and dark for a dark system) and the page's scoped brand.
  const variables = (theme) => themeToCssVariables(theme).replace(/\s+/g, '');
  if (!css.includes(`:root{${variables(lightTheme)}`)) throw new Error("The page's styles lack the light theme's variables on :root");
  if (!css.includes(`@media(prefers-color-scheme:dark){:root{${variables(darkTheme)}`)) {
    throw new Error("The page's styles lack the dark theme's variables (prefers-color-scheme: dark)");
  }
  if (!css.includes('--admin-color-primary:#0b6e4f;'))
    throw new Error("The page's styles lack the scoped brand theme (createTheme on the server)");
}

/** Writes one Next app in `dir`: its package.json, tsconfig, config, the README's files and the page. */
function writeApp(version, tarball, dir) {
  const major = version.split('.')[0];
  mkdirSync(join(dir, 'app'), { recursive: true });
  // An empty build cache: on CI (\`CI\` set, as .ci/run sets it) Next warns "No build cache found" when there is none,
  // and a warning fails the build check below.
  mkdirSync(join(dir, '.next/cache'), { recursive: true });
  const deps = ['react', 'react-dom', 'styled-components'];
  const devDeps = ['typescript', '@types/react', '@types/react-dom', '@types/node'];
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        name: `next-${major}-consumer`,
        private: true,
        dependencies: Object.fromEntries([
          ['next', version],
          ...deps.map((d) => [d, lockVersion(d)]),
          ['@admin-console/admin-ui', `file:${tarball}`],
        ]),
        devDependencies: Object.fromEntries(devDeps.map((d) => [d, lockVersion(d)])),
      },
      null,
      2,
    ),
  );
  // Next's own tsconfig for an app (what `create-next-app` writes), strict; `next build` type-checks with it.
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2017',
          lib: ['dom', 'dom.iterable', 'esnext'],
          allowJs: true,
          skipLibCheck: true,
          strict: true,
          noEmit: true,
          esModuleInterop: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          resolveJsonModule: true,
          isolatedModules: true,
          jsx: major === '15' ? 'preserve' : 'react-jsx',
          incremental: true,
          plugins: [{ name: 'next' }],
        },
        include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', ...(major === '15' ? [] : ['.next/dev/types/**/*.ts'])],
        exclude: ['node_modules'],
      },
      null,
      2,
    ),
  );
  // Next 15 lints during a build when ESLint is installed (it is not here); Next 16 no longer does.
  writeFileSync(join(dir, 'next.config.mjs'), `export default ${major === '15' ? '{ eslint: { ignoreDuringBuilds: true } }' : '{}'};\n`);
  for (const { path, code } of nextFiles(readFileSync(join(ui, 'README.md'), 'utf8'))) writeFileSync(join(dir, path), code);
  writeFileSync(join(dir, 'app/page.tsx'), page);
  writeFileSync(join(dir, 'app/accounts-table.tsx'), accountsTable);
}

/** One installed Next app: build, serve, check. Resolves with its timings. */
async function buildAndServe(version, dir) {
  const require = createRequire(join(dir, 'package.json'));
  const next = require.resolve('next/dist/bin/next');
  if (JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')).version !== version)
    throw new Error(`${dir} has no next@${version}`);
  let started = Date.now();
  const build = await run('node', [next, 'build'], dir);
  const buildMs = Date.now() - started;
  // SWC from the installed @next/swc-<platform> package, never fetched: Next downloads a fallback when it cannot load it.
  if (/Attempted to load @next\/swc|Downloading swc|Failed to load SWC|lockfile missing swc/i.test(build)) {
    throw new Error(`Next ${version} could not use the installed SWC binary:\n${build}`);
  }
  // Nothing to warn about (Next marks its warnings ⚠): the config, the lockfile, the package's modules; and the tsconfig
  // above is the one Next wants (it rewrites one that is not).
  if (/⚠|reconfigured your tsconfig/.test(build)) throw new Error(`Next ${version} warned while building:\n${build}`);
  if (!/ƒ \/\s/.test(build)) throw new Error(`Next ${version} did not build / as a page rendered per request:\n${build}`);

  const port = await freePort();
  const server = start('node', [next, 'start', '--port', String(port), '--hostname', '127.0.0.1'], dir);
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  let exited = null;
  server.on('exit', (code, signal) => (exited = signal ?? code));
  try {
    // The server is up when it answers: asked every 100 ms until then.
    started = Date.now();
    let response;
    while (!response) {
      if (exited !== null) throw new Error(`next start (Next ${version}) exited with ${exited}:\n${log}`);
      if (Date.now() - started > 60_000) throw new Error(`next start (Next ${version}) did not answer in 60 s:\n${log}`);
      response = await fetch(`http://127.0.0.1:${port}/`).catch(() => new Promise((resolve) => setTimeout(resolve, 100)));
    }
    const answerMs = Date.now() - started;
    const html = await response.text();
    if (response.status !== 200) throw new Error(`Next ${version}: GET / answered ${response.status}:\n${html.slice(0, 2000)}\n${log}`);
    // The theme as the installed package has it, from `/core` in plain Node (no React, no 'use client').
    const core = await import(pathToFileURL(join(dirname(require.resolve('@admin-console/admin-ui/package.json')), 'dist/core.js')).href);
    try {
      checkPage(html, core);
    } catch (error) {
      error.message = `Next ${version}: ${error.message}`;
      throw error;
    }
    if (/error|warn/i.test(log)) throw new Error(`next start (Next ${version}) logged:\n${log}`);
    return { version, buildMs, answerMs, bytes: html.length };
  } finally {
    stop(server);
  }
}

/**
 * Every version in <work>/next/next-<major>, the apps of one npm workspace: one install for them all (what they share,
 * React, styled-components, TypeScript and the package, once), then each app built and served, side by side. Resolves
 * with a summary; rejects with every version's failure.
 */
export async function checkNextApps(tarball, work, versions = NEXT_VERSIONS) {
  const dir = join(work, 'next');
  const apps = versions.map((version) => ({ version, dir: join(dir, `next-${version.split('.')[0]}`) }));
  apps.forEach((app) => writeApp(app.version, tarball, app.dir));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'next-consumers', private: true, workspaces: apps.map((app) => basename(app.dir)) }, null, 2),
  );
  const started = Date.now();
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  const installMs = Date.now() - started;
  const results = await Promise.all(
    apps.map((app) =>
      buildAndServe(app.version, app.dir).then(
        (value) => ({ value }),
        (reason) => ({ reason }),
      ),
    ),
  );
  const failures = results.filter((r) => r.reason).map((r) => r.reason.message);
  if (failures.length) throw new Error(failures.join('\n'));
  const each = results.map(
    ({ value: r }) => `Next ${r.version} built in ${r.buildMs} ms and served a styled page (${r.bytes} bytes) in ${r.answerMs} ms`,
  );
  return `Next.js apps installed in ${installMs} ms; ${each.join('; ')}`;
}

// Run as a script (scripts/pack-check.mjs does): prints the summary, or the failures and exits with 1.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [tarball, work, ...versions] = process.argv.slice(2);
  if (!tarball || !work) throw new Error('usage: node scripts/pack-check-next.mjs <tarball> <work dir> [next version...]');
  try {
    console.log(await checkNextApps(tarball, work, versions.length ? versions : NEXT_VERSIONS));
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
