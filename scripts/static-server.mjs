// A tiny static server with SPA fallback, for measuring built output in a real browser.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

export async function serveStatic(dir) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/api/')) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"message":"Unauthenticated."}');
      return;
    }
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(root, path));
    const target = file.startsWith(root) && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(res);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}
