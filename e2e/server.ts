// A local server for the end-to-end tests: the production build of the app as static files,
// and /api answered by the demo backend's MSW handlers over real HTTP (no mock code in the app).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { getResponse, type RequestHandler } from 'msw';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

export interface DemoControls {
  handlers: RequestHandler[];
  /** Puts the demo store back to its seed (and ends every session). */
  reset: () => void;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function answerApi(req: IncomingMessage, res: ServerResponse, origin: string, demo: DemoControls) {
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const request = new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
  const response = await getResponse(demo.handlers, request);
  if (!response) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `No demo handler for ${req.method} ${req.url}` }));
    return;
  }
  const out: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    out[key] = value;
  });
  res.writeHead(response.status, out);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function serveStatic(req: IncomingMessage, res: ServerResponse, root: string) {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = normalize(join(root, path));
  const inside = file.startsWith(root);
  const target = inside && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
  res.writeHead(200, {
    'content-type': types[extname(target)] ?? 'application/octet-stream',
    'cache-control': target.endsWith('index.html') ? 'no-cache' : 'max-age=31536000, immutable',
  });
  createReadStream(target).pipe(res);
}

export async function startAppServer(distDir: string, demo: DemoControls, port = 0): Promise<{ url: string; server: Server }> {
  const root = resolve(distDir);
  let origin = '';
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/__e2e/reset' && req.method === 'POST') {
      demo.reset();
      res.writeHead(204).end();
      return;
    }
    if (url.startsWith('/api/')) {
      answerApi(req, res, origin, demo).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(error) }));
      });
      return;
    }
    serveStatic(req, res, root);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The e2e server has no port');
  origin = `http://127.0.0.1:${address.port}`;
  return { url: origin, server };
}
