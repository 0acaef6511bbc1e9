#!/usr/bin/env node
// The production build of the app with the demo backend, on one local port: what the end-to-end tests, the budget
// and the benchmark open. Files and the SPA fallback: sirv (it serves only the files it listed in the build folder at
// start, so no path reaches outside it). /api: the demo's MSW handlers over HTTP (@mswjs/http-middleware; 404 JSON
// for what they do not answer). POST /__demo/reset puts the demo store back to its seed, ends every session and turns
// the demo switches off, or sets the ones in its query (`?demo-rows=1000`, as in the demo app's address).
//   node scripts/demo-server.mjs [build folder, default packages/admin-app/dist]   prints "Demo server: <url>"
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServer as createApiServer } from '@mswjs/http-middleware';
import sirv from 'sirv';
import { contentSecurityPolicy, securityHeaders } from './csp.mjs';
import { loadDemoBackend } from './demo-backend.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Starts the server on `port` (0: a free one). `backend` is the demo backend's module (setDemoSettings…). */
export async function startDemoServer({ dist = `${root}packages/admin-app/dist`, port = 0 } = {}) {
  if (!existsSync(`${dist}/index.html`)) throw new Error(`No build of the app in ${dist}: run \`npm run build\` first.`);
  const backend = await loadDemoBackend();
  // The review cases count back from today (their ages vary: some fresh, some past the age limit).
  backend.setDemoNow(Date.now());
  backend.resetDb();
  const api = createApiServer(...backend.handlers);
  const files = sirv(dist, { single: true, etag: true });
  // Served as a deployment must serve it (docs/deploying.md): the console's CSP with Trusted Types on every answer.
  const policy = contentSecurityPolicy();
  const server = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', policy);
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/__demo/reset' && req.method === 'POST') {
      backend.resetDb();
      backend.setDemoSettings(backend.parseDemoParams(url.search));
      res.writeHead(204).end();
    } else if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/storage/')) {
      // /storage: the documents a record names by storage path (no download_url), as the backend's file server
      // answers them.
      api(req, res);
    } else {
      files(req, res, () => res.writeHead(404).end());
    }
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    backend,
    close: () => new Promise((done) => server.close(done).closeAllConnections()),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await startDemoServer(process.argv[2] ? { dist: process.argv[2] } : {});
  console.log(`Demo server: ${url}`);
}
