import { execFile } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { assembleHandlers } from './assemble';
import { handlers } from './handlers';
import { authHandlers } from '../demo/auth';

const FEATURES = resolve(__dirname, '../features');
const DEMO_BACKEND = pathToFileURL(resolve(__dirname, '../../../../scripts/demo-backend.mjs')).href;

// How msw names a handler: "GET */api/fees".
const named = (list: readonly HttpHandler[]) => list.map((handler) => handler.info.header);

describe('the demo backend', () => {
  it('serves every features/<area>/demo.ts without a list naming them', async () => {
    const areas = readdirSync(FEATURES).filter((area) => existsSync(`${FEATURES}/${area}/demo.ts`));
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) {
      const demo = (await import(`../features/${area}/demo.ts`)) as { handlers: HttpHandler[] };
      expect(handlers, `${area}'s handlers`).toEqual(expect.arrayContaining(demo.handlers));
    }
    expect(handlers.slice(0, authHandlers.length)).toEqual(authHandlers);
  });

  it('is the same list on the end-to-end server (scripts/demo-backend.mjs builds it with esbuild)', async () => {
    // In a node process of its own: esbuild refuses jsdom's TextEncoder.
    const script = `const { loadDemoBackend } = await import(${JSON.stringify(DEMO_BACKEND)});
      const { handlers } = await loadDemoBackend();
      console.log(JSON.stringify(handlers.map((handler) => handler.info.header)));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
    expect(JSON.parse(stdout)).toEqual(named(handlers));
  });

  it('refuses a demo.ts without a handlers list, naming it', () => {
    expect(() => assembleHandlers({ '../features/vouchers/demo.ts': { vouchersHandlers: [] } })).toThrow(
      '../features/vouchers/demo.ts exports no `handlers` list',
    );
  });
});
