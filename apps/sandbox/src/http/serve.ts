import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export type RunningServer = { close: () => Promise<void> };

// The hosted services keep idle connections open for a minute or more. Node's 5 s default raced
// the API's HTTP client, which keeps a socket 4 s and under load reused one the stand-in was
// closing at that moment ("fetch failed").
const KEEP_ALIVE_MS = 65_000;

/** Serves a Hono app on the loopback interface only. */
export const serveOnLoopback = (app: Hono, port: number): Promise<RunningServer> =>
  new Promise((resolveStarted, rejectStarted) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
      resolveStarted({
        close: () => new Promise((closed) => server.close(() => closed())),
      }),
    );
    if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.once('error', rejectStarted);
  });
