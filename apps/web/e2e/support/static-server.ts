import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

const gzipCache = new Map<string, Promise<Buffer>>();
/** Each file compressed once, as a CDN would keep it, so serving costs no CPU per request. */
const gzipped = (file: string) => {
  let body = gzipCache.get(file);
  if (!body) {
    body = readFile(file).then((raw) => promisify(gzip)(raw, { level: 9 }));
    gzipCache.set(file, body);
  }
  return body;
};

export type StaticServer = { url: string; close: () => Promise<void> };

/** Forwards /api/... to the API server, as the dev server's proxy does; 502 when it is down. */
const proxy = (apiUrl: string, req: IncomingMessage, res: ServerResponse) => {
  const target = new URL(req.url ?? '/', apiUrl);
  const upstream = request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  // A page that goes away mid-answer (a 20 MB list) must not leave the API's answer stuck.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`API unreachable: ${error.message}`);
  });
  req.pipe(upstream);
};

/**
 * Serves the production build like a CDN would: gzip for text, hashed assets cached for a
 * year, index.html for every route path (the app routes on the client), /api proxied.
 */
export const serveBuild = (dir: string, port: number, apiUrl: string) =>
  new Promise<StaticServer>((started, failed) => {
    const server = createServer(async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://web').pathname;
      if (path === '/api' || path.startsWith('/api/')) return proxy(apiUrl, req, res);
      let file = join(dir, normalize(decodeURIComponent(path)));
      const found = await stat(file).catch(() => undefined);
      if (!found?.isFile()) {
        if (extname(path)) return res.writeHead(404).end();
        file = join(dir, 'index.html');
      }
      const ext = extname(file);
      const compress =
        COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        ...(compress ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      });
      if (compress) res.end(await gzipped(file));
      else createReadStream(file).pipe(res);
    });
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () =>
      started({
        url: `http://localhost:${port}`,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      }),
    );
  });
