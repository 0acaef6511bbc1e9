#!/usr/bin/env node
// Proves the published admin-ui works for a consumer: `npm pack`, then a fresh Vite + TypeScript
// app installs the tarball, type-checks against it (types must resolve, wrong props must fail),
// builds it with Vite, and loads the CommonJS entry from Node.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const ui = join(root, 'packages/admin-ui');
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lockVersion = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

const work = mkdtempSync(join(tmpdir(), 'admin-ui-consumer-'));
try {
  run('npm', ['run', 'build'], ui);
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], ui));
  const tarball = join(work, packed[0].filename);
  const files = packed[0].files.map((f) => f.path);
  for (const needed of ['dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.cts', 'package.json']) {
    if (!files.includes(needed)) throw new Error(`The tarball lacks ${needed}`);
  }
  if (files.some((f) => f.startsWith('src/') || f.includes('.stories.') || f.includes('.test.'))) {
    throw new Error('The tarball ships sources, stories or tests');
  }

  const app = join(work, 'consumer');
  mkdirSync(join(app, 'src'), { recursive: true });
  const deps = ['react', 'react-dom', 'styled-components'];
  const devDeps = ['typescript', 'vite', '@types/react', '@types/react-dom'];
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: Object.fromEntries([...deps.map((d) => [d, lockVersion(d)]), ['@admin-console/admin-ui', `file:${tarball}`]]),
        devDependencies: Object.fromEntries(devDeps.map((d) => [d, lockVersion(d)])),
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
      },
      include: ['src'],
    }),
  );
  writeFileSync(join(app, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>');
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
  const t0 = Date.now();
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  const installMs = Date.now() - t0;
  run(join(app, 'node_modules/.bin/tsc'), ['-p', '.'], app);
  // Node16 resolution too (the exports map with types first, ESM and CJS).
  writeFileSync(join(app, 'tsconfig.node16.json'), JSON.stringify({ extends: './tsconfig.json', compilerOptions: { module: 'Node16', moduleResolution: 'Node16' } }));
  run(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.node16.json'], app);
  run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], app);
  const cjs = run('node', ['-e', "const ui = require('@admin-console/admin-ui'); if (typeof ui.Button !== 'function') throw new Error('no Button'); console.log(Object.keys(ui).length)"], app).trim();
  const esm = run('node', ['--input-type=module', '-e', "const ui = await import('@admin-console/admin-ui'); console.log(Object.keys(ui).length)"], app).trim();
  console.log(`pack check: tarball ${packed[0].filename} (${files.length} files, ${(packed[0].size / 1000).toFixed(1)} KB); consumer installed in ${installMs} ms, type-checked (Bundler and Node16), built with Vite; CJS exports ${cjs}, ESM exports ${esm}.`);
} catch (error) {
  console.error('pack check FAILED:', error.stderr || error.stdout || error.message);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
