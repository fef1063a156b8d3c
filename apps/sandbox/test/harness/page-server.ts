import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Serves a built page on loopback, plus /config.js telling it where the auth stand-in is. */
export const servePage = (dir: string, port: number, authUrl: string) =>
  new Promise<{ close: () => Promise<void> }>((started) => {
    const server = createServer(async (request, response) => {
      const path = new URL(request.url ?? '/', 'http://page').pathname;
      if (path === '/config.js') {
        response
          .writeHead(200, { 'content-type': 'text/javascript' })
          .end(`window.AUTH_URL = ${JSON.stringify(authUrl)};`);
        return;
      }
      const file = join(dir, normalize(path === '/' ? '/index.html' : path));
      const body = await readFile(file).catch(() => undefined);
      if (!body) {
        response.writeHead(404).end();
        return;
      }
      response
        .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        .end(body);
    });
    server.listen(port, '127.0.0.1', () =>
      started({ close: () => new Promise((closed) => server.close(() => closed())) }),
    );
  });
