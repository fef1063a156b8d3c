import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/**
 * Serves a built page on loopback. `headHtml` goes first into <head>: run-time settings
 * (where the sandbox listens) and scripts that must run before the page's modules.
 */
export const servePage = (dir: string, port: number, headHtml: string) =>
  new Promise<{ close: () => Promise<void> }>((started) => {
    const server = createServer(async (request, response) => {
      const path = new URL(request.url ?? '/', 'http://page').pathname;
      const file = join(dir, normalize(path === '/' ? '/index.html' : path));
      const body = await readFile(file).catch(() => undefined);
      if (!body) {
        response.writeHead(404).end();
        return;
      }
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const content =
        type === 'text/html' ? body.toString('utf8').replace('<head>', `<head>${headHtml}`) : body;
      response.writeHead(200, { 'content-type': type }).end(content);
    });
    server.listen(port, '127.0.0.1', () =>
      started({ close: () => new Promise((closed) => server.close(() => closed())) }),
    );
  });
