#!/usr/bin/env node
// Proves the published admin-ui works for a consumer: `npm pack`, publint and arethetypeswrong on the
// package, then a fresh Vite + TypeScript app installs the tarball, type-checks against it (types must
// resolve, wrong props must fail), builds it with Vite, and loads the CommonJS entry from Node. The app
// holds the README's examples (its ```tsx example blocks, verbatim): they type-check, build, and render
// (server-side, in Node) in light and dark, with the theme on the page and scoped to a subtree. Beside it, Next.js 15
// and 16 app-router apps build and serve the package from a server component page (scripts/pack-check-next.mjs).
//   node scripts/pack-check.mjs [--built]   --built: pack admin-ui's dist/ as it is (`npm test` built it just before)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const ui = join(root, 'packages/admin-ui');
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lockVersion = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

const work = mkdtempSync(join(tmpdir(), 'admin-ui-consumer-'));
let nextChild;
let nextCheck;
try {
  if (!process.argv.includes('--built')) run('npm', ['run', 'build'], ui);
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], ui));
  const tarball = join(work, packed[0].filename);
  const files = packed[0].files.map((f) => f.path);
  for (const needed of ['dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.cts', 'package.json']) {
    if (!files.includes(needed)) throw new Error(`The tarball lacks ${needed}`);
  }
  if (files.some((f) => f.startsWith('src/') || f.includes('.stories.') || f.includes('.test.'))) {
    throw new Error('The tarball ships sources, stories or tests');
  }
  if (!files.includes('README.md')) throw new Error('The tarball lacks README.md');
  // The version a consumer installs has its entry in the CHANGELOG it ships (`changeset version` writes both).
  if (!files.includes('CHANGELOG.md')) throw new Error('The tarball lacks CHANGELOG.md');
  const { version } = JSON.parse(readFileSync(join(ui, 'package.json'), 'utf8'));
  if (!readFileSync(join(ui, 'CHANGELOG.md'), 'utf8').includes(`\n## ${version}\n\nReleased `)) {
    throw new Error(
      `CHANGELOG.md has no dated "## ${version}" entry ("Released YYYY-MM-DD."): apply the changesets (npx changeset version) and write the release's section`,
    );
  }
  // The Next.js apps (scripts/pack-check-next.mjs), started now: they install, build and serve while this process
  // checks the package and its Vite consumer, which is mostly waiting on one single-threaded tool after another.
  const child = (nextChild = spawn('node', [join(root, 'scripts/pack-check-next.mjs'), tarball, work], {
    stdio: ['ignore', 'pipe', 'pipe'],
  }));
  nextCheck = new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
  // Client modules for React Server Component hosts: every built JavaScript file says so first, but the server-safe
  // entries and every chunk they import (statically): a server component imports `/core` (or the Arabic messages) and
  // runs it on the server. A server-safe file imports no styled-components (it holds no component).
  const dist = join(ui, 'dist');
  const SERVER_SAFE = ['core.js', 'core.cjs', 'locale/ar.js', 'locale/ar.cjs'];
  const serverSafe = new Set();
  const visit = (file, from) => {
    if (serverSafe.has(file)) return;
    if (!existsSync(join(dist, file))) throw new Error(`dist/${file}${from ? `, imported by dist/${from},` : ''} does not exist`);
    serverSafe.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    // esbuild writes its imports with double quotes (the sources' comments have single ones).
    for (const [, request] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)"([^"]+)"/g)) {
      if (request.startsWith('.')) visit(posix.normalize(posix.join(posix.dirname(file), request)), file);
      else if (request.startsWith('styled-components')) throw new Error(`dist/${file} is server-safe but imports ${request}`);
    }
  };
  for (const file of SERVER_SAFE) visit(file);
  const builtJs = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => /\.c?js$/.test(f));
  const isClient = (f) => readFileSync(join(dist, f), 'utf8').startsWith("'use client';");
  const notClient = builtJs.filter((f) => !serverSafe.has(f) && !isClient(f));
  if (notClient.length) throw new Error(`Built files without 'use client': ${notClient.join(', ')}`);
  const client = [...serverSafe].filter(isClient);
  if (client.length)
    throw new Error(`Server-safe files (${SERVER_SAFE.join(', ')} and their chunks) with 'use client': ${client.join(', ')}`);
  // The package's metadata and exports (publint, strict: warnings fail too) and its types as each
  // resolution mode sees them (arethetypeswrong, on the tarball as published). Profile node16: Node's
  // CommonJS and ESM resolution and bundlers; not TypeScript's legacy `node10` mode, which cannot see
  // subpath exports such as `@admin-console/admin-ui/locale/ar` (the README names the supported modes).
  run(join(root, 'node_modules/.bin/publint'), ['--strict'], ui);
  // `./fonts.css` is a stylesheet: nothing for Node to `require`, only a bundler's CSS import, whose path TypeScript
  // checks through `dist/fonts.d.css.ts`; the consumer below type-checks and builds that import.
  run(
    join(root, 'node_modules/.bin/attw'),
    [tarball, '--format', 'ascii', '--profile', 'node16', '--exclude-entrypoints', './fonts.css'],
    ui,
  );

  // The README's examples, verbatim: each ```tsx example block, a module of the consumer app.
  const readme = readFileSync(join(ui, 'README.md'), 'utf8');
  const examples = [...readme.matchAll(/^```tsx example\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
  if (examples.length < 8) throw new Error(`The README has ${examples.length} \`\`\`tsx example blocks; expected one per component family`);
  const renderable = examples.map((code) => /^export default function /m.test(code));
  if (!renderable.every(Boolean)) throw new Error('Every README example exports its component as default (the pack check renders it)');

  const app = join(work, 'consumer');
  mkdirSync(join(app, 'src'), { recursive: true });
  // The peers at the lowest versions their ranges admit (`^19.0` → 19.0.0), with the types of that React: what the
  // package states is what is tested at its floor here, and at the newest in the repository's own tests and the Next.js
  // apps (the lock file's versions).
  const { peerDependencies } = JSON.parse(readFileSync(join(ui, 'package.json'), 'utf8'));
  const floors = Object.fromEntries(
    Object.entries(peerDependencies).map(([name, range]) => {
      const floor = /^\^(\d+)\.(\d+)$/.exec(range);
      if (!floor) throw new Error(`admin-ui's peer range ${name} ${range} is not ^MAJOR.MINOR (the pack check installs its floor)`);
      return [name, `${floor[1]}.${floor[2]}.0`];
    }),
  );
  const deps = Object.entries(floors);
  const reactTypes = `~${floors.react}`;
  const devDeps = [
    ['typescript', lockVersion('typescript')],
    ['vite', lockVersion('vite')],
    ['@types/react', reactTypes],
    ['@types/react-dom', reactTypes],
  ];
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: Object.fromEntries([...deps, ['@admin-console/admin-ui', `file:${tarball}`]]),
        devDependencies: Object.fromEntries(devDeps),
        overrides: rootPkg.overrides,
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        lib: ['ES2022', 'DOM'],
        types: [],
        allowImportingTsExtensions: true,
      },
      include: ['src'],
    }),
  );
  writeFileSync(
    join(app, 'src/main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { AdminThemeProvider, Button, lightTheme, type ButtonProps } from '@admin-console/admin-ui';

const props: ButtonProps = { variant: 'danger', loading: false, children: 'Reject' };
// Types must really resolve: a wrong variant is an error (if types were any, this directive would fail).
// @ts-expect-error not a variant
const wrong: ButtonProps = { variant: 'purple' };
void wrong;
const primary: string = lightTheme.color.primary;

createRoot(document.getElementById('root')!).render(
  <AdminThemeProvider>
    <Button {...props} />
    <span>{primary}</span>
  </AdminThemeProvider>,
);
`,
  );
  mkdirSync(join(app, 'src/readme'));
  examples.forEach((code, i) => writeFileSync(join(app, `src/readme/example${i + 1}.tsx`), code));
  const imports = examples.map((_, i) => `import Example${i + 1} from './readme/example${i + 1}.tsx';`).join('\n');
  const list = `[${examples.map((_, i) => `Example${i + 1}`).join(', ')}]`;
  // Each example in four settings: the theme on the page (light, dark) and scoped to a subtree (light, dark).
  const settings = `
import { AdminThemeProvider } from '@admin-console/admin-ui';
import type { ComponentType, ReactNode } from 'react';
${imports}

export const examples: ComponentType[] = ${list};
export const settings: { name: string; wrap: (children: ReactNode) => ReactNode }[] = [
  { name: 'light', wrap: (children) => <AdminThemeProvider resetBody>{children}</AdminThemeProvider> },
  { name: 'dark', wrap: (children) => <AdminThemeProvider colorScheme="dark" resetBody>{children}</AdminThemeProvider> },
  { name: 'scoped light', wrap: (children) => <AdminThemeProvider scope>{children}</AdminThemeProvider> },
  { name: 'scoped dark', wrap: (children) => <AdminThemeProvider scope colorScheme="dark">{children}</AdminThemeProvider> },
];
`;
  writeFileSync(join(app, 'src/examples.tsx'), settings);
  writeFileSync(
    join(app, 'src/readme.tsx'),
    `import { createRoot } from 'react-dom/client';
import { examples, settings } from './examples.tsx';

createRoot(document.getElementById('readme')!).render(
  <>{settings.map(({ name, wrap }) => <section key={name}>{wrap(examples.map((Example, i) => <Example key={i} />))}</section>)}</>,
);
`,
  );
  // Rendered in Node as a server would: every example in every setting, with its styles collected.
  writeFileSync(
    join(app, 'src/ssr.tsx'),
    `import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { examples, settings } from './examples.tsx';

const results = [];
for (const { name, wrap } of settings) {
  examples.forEach((Example, i) => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(wrap(<Example />)));
      const css = sheet.getStyleTags().replace(/\\s+/g, '');
      if (!html.trim()) throw new Error(\`README example \${i + 1} rendered nothing (\${name})\`);
      if (name.endsWith('dark') && !css.includes('color-scheme:dark')) throw new Error(\`README example \${i + 1}: no dark scheme (\${name})\`);
      if (name.startsWith('scoped') && !html.includes('data-admin-theme')) throw new Error(\`README example \${i + 1}: no scoped theme (\${name})\`);
      results.push(name);
    } finally {
      sheet.seal();
    }
  });
}
// A scoped theme leaves the host's page alone: nothing on :root or body.
for (const { name, wrap } of settings.filter((setting) => setting.name.startsWith('scoped'))) {
  const sheet = new ServerStyleSheet();
  renderToString(sheet.collectStyles(wrap(<span>embedded</span>)));
  const css = sheet.getStyleTags().replace(/\\/\\*[\\s\\S]*?\\*\\//g, '');
  sheet.seal();
  if (/(^|[}>])\\s*(:root|body)\\s*[{,]/.test(css)) throw new Error(\`A scoped theme (\${name}) wrote to :root or body\`);
}
console.log(results.length);
`,
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><div id="readme"></div><script type="module" src="/src/main.tsx"></script><script type="module" src="/src/readme.tsx"></script></body></html>',
  );
  const t0 = Date.now();
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  const installMs = Date.now() - t0;
  run(join(app, 'node_modules/.bin/tsc'), ['-p', '.'], app);
  // Node16 resolution too (the exports map with types first, ESM and CJS).
  writeFileSync(
    join(app, 'tsconfig.node16.json'),
    JSON.stringify({ extends: './tsconfig.json', compilerOptions: { module: 'Node16', moduleResolution: 'Node16' } }),
  );
  run(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.node16.json'], app);
  run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], app);
  // The typefaces (the README's example imports fonts.css): the consumer's build holds the package's woff2 files and
  // its stylesheet names them.
  const built = readdirSync(join(app, 'dist/assets'));
  const fontFiles = built.filter((file) => file.endsWith('.woff2'));
  const stylesheet = built
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(app, 'dist/assets', file), 'utf8'))
    .join('\n');
  const unnamed = fontFiles.filter((file) => !stylesheet.includes(file));
  if (fontFiles.length < 7 || unnamed.length || !stylesheet.includes('IBM Plex Sans Arabic')) {
    throw new Error(`The consumer's build has ${fontFiles.length} of admin-ui's 7 font files (${unnamed.length} not named by its CSS)`);
  }
  run(join(app, 'node_modules/.bin/vite'), ['build', '--ssr', 'src/ssr.tsx', '--outDir', 'dist-ssr', '--logLevel', 'error'], app);
  const rendered = run('node', ['dist-ssr/ssr.js'], app).trim();
  if (Number(rendered) !== examples.length * 4) throw new Error(`Rendered ${rendered} README examples of ${examples.length * 4}`);
  const cjs = run(
    'node',
    [
      '-e',
      "const ui = require('@admin-console/admin-ui'); if (typeof ui.Button !== 'function') throw new Error('no Button'); console.log(Object.keys(ui).length)",
    ],
    app,
  ).trim();
  // The server-safe entry as a React Server Component host loads it: with React's server build (`react-server`
  // condition: no hooks, no context), where the root entry's components could not even be defined.
  const server = run(
    'node',
    [
      '--conditions=react-server',
      '--input-type=module',
      '-e',
      "const core = await import('@admin-console/admin-ui/core'); const theme = core.createTheme({ color: { primary: '#0b6e4f' } }); if (!core.themeToCssVariables(theme).includes('#0b6e4f') || !core.formatDate('2026-11-28')) throw new Error('core did not run'); console.log(Object.keys(core).length)",
    ],
    app,
  ).trim();
  const installed = Object.keys(floors)
    .map((name) => `${name} ${JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8')).version}`)
    .join(', ');
  if (Object.entries(floors).some(([name, floor]) => !installed.includes(`${name} ${floor}`))) {
    throw new Error(`The consumer has ${installed}, not the peers' floors`);
  }
  const esm = run(
    'node',
    ['--input-type=module', '-e', "const ui = await import('@admin-console/admin-ui'); console.log(Object.keys(ui).length)"],
    app,
  ).trim();
  const next = await nextCheck;
  if (next.code !== 0) throw new Error(`Next.js consumer: ${next.stderr || next.stdout}`);
  console.log(
    `pack check: tarball ${packed[0].filename} (${files.length} files, ${(packed[0].size / 1000).toFixed(1)} KB), publint and arethetypeswrong clean, 'use client' in every file but the ${serverSafe.size} server-safe ones (${SERVER_SAFE.join(', ')} and their chunks); consumer (peers at their floors: ${installed}) installed in ${installMs} ms, type-checked (Bundler and Node16), built with Vite (with the ${fontFiles.length} font files); README's ${examples.length} examples rendered in light, dark, scoped light and scoped dark; CJS exports ${cjs}, ESM exports ${esm}, core ${server} under React's server conditions. ${next.stdout}.`,
  );
} catch (error) {
  console.error('pack check FAILED:', error.stderr || error.stdout || error.message);
  process.exitCode = 1;
} finally {
  // Checks failed before the Next.js apps were done: they stop (their servers and builds with them) before the
  // folder goes.
  if (nextChild && nextChild.exitCode === null && nextChild.signalCode === null) {
    nextChild.kill('SIGTERM');
    await nextCheck;
  }
  rmSync(work, { recursive: true, force: true, maxRetries: 3 });
}
