import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export type RunningServer = { close: () => Promise<void> };

/** Serves a Hono app on the loopback interface only. */
export const serveOnLoopback = (app: Hono, port: number): Promise<RunningServer> =>
  new Promise((resolveStarted, rejectStarted) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
      resolveStarted({
        close: () => new Promise((closed) => server.close(() => closed())),
      }),
    );
    server.once('error', rejectStarted);
  });
