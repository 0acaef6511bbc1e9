import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error plain ESM script, no types
import { startDemoServer } from '../scripts/demo-server.mjs';

/** GETs `path` exactly as written (fetch would resolve dot segments before sending): status and body. */
const get = (url: string, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    httpRequest({ hostname, port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });

test('the demo server serves only the build folder: not a sibling folder named like it, whatever the path spelling', async () => {
  const root = mkdtempSync(join(tmpdir(), 'demo-server-'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist/index.html'), '<!doctype html><title>the app</title>');
  mkdirSync(join(root, 'dist2'));
  writeFileSync(join(root, 'dist2/secret.txt'), 'secret of dist2');
  const server = await startDemoServer({ dist: join(root, 'dist') });
  try {
    for (const path of ['/..%2Fdist2/secret.txt', '/%2e%2e%2fdist2%2fsecret.txt', '/../dist2/secret.txt', '/..%5Cdist2/secret.txt']) {
      expect.soft((await get(server.url, path)).body, path).not.toContain('secret of dist2');
    }
    // What it does serve: the app at any address of the app (SPA fallback), and 404 JSON for an unknown /api call.
    expect((await get(server.url, '/fees/12')).body).toContain('<title>the app</title>');
    expect(await get(server.url, '/api/nothing-here')).toMatchObject({ status: 404 });
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
});
