// The demo backend (TypeScript, in admin-app) for node: what scripts/demo-server.mjs serves over HTTP. A module of
// its own (no shebang) so that admin-app's tests can load it too and compare it with the app's list.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const appSrc = `${root}packages/admin-app/src`;

/**
 * The entry of the node demo backend: every `features/<area>/demo.ts`, assembled as demo-backend/handlers.ts
 * does it (esbuild has no import.meta.glob: the folder is listed here, under the same keys).
 */
export function demoBackendEntry() {
  const demos = readdirSync(`${appSrc}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${appSrc}/features/${entry.name}/demo.ts`))
    .map((entry) => entry.name)
    .sort();
  return [
    `import { assembleHandlers } from './demo-backend/assemble';`,
    ...demos.map((area, i) => `import * as demo${i} from './features/${area}/demo';`),
    `export const handlers = assembleHandlers({ ${demos.map((area, i) => `'../features/${area}/demo.ts': demo${i}`).join(', ')} });`,
    `export { resetDb } from './demo/db';`,
    `export { parseDemoParams, setDemoSettings } from './demo/settings';`,
    `export { setDemoNow } from './demo/clock';`,
  ].join('\n');
}

/** The demo backend (TypeScript, in admin-app) compiled for node by esbuild; packages stay imports of node_modules. */
export async function loadDemoBackend() {
  const dir = `${root}node_modules/.cache/demo-server`;
  const file = `${dir}/backend-${process.pid}-${Date.now()}.mjs`;
  mkdirSync(dir, { recursive: true });
  await build({
    stdin: {
      contents: demoBackendEntry(),
      resolveDir: appSrc,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: file,
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
}
