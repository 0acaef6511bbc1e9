import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { handlers } from '../packages/admin-app/src/mocks/handlers';
import { resetDb } from '../packages/admin-app/src/mocks/db';
import { setDemoSettings } from '../packages/admin-app/src/mocks/settings';
import { startAppServer } from './server';

const appDir = fileURLToPath(new URL('../packages/admin-app/', import.meta.url));
const distDir = fileURLToPath(new URL('../packages/admin-app/dist/', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Builds the production app (unless E2E_NO_BUILD=1 and a build exists) and serves it with the demo backend. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_NO_BUILD !== '1' || !existsSync(distDir)) {
    execSync('npx vite build --logLevel warn', { cwd: appDir, stdio: 'inherit' });
  }
  const { url, server } = await startAppServer(distDir, {
    handlers,
    reset: () => {
      setDemoSettings({});
      resetDb();
    },
  });
  project.provide('baseURL', url);
  return async () => {
    await new Promise<void>((done) => server.close(() => done()));
  };
}
