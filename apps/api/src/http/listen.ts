import { type ServerType, serve } from '@hono/node-server';

/** Idle keep-alive time of a connection: longer than a load balancer's usual 60 s. */
export const KEEP_ALIVE_MS = 65_000;

/** How long requests running when the server closes may take to finish. */
export const CLOSE_GRACE_MS = 10_000;

export type Listening = { port: number; close: () => Promise<void> };

/** Serves `fetch` on host:port (0: any free port) and says which port it got. */
export const listen = async (
  fetch: (request: Request) => Response | Promise<Response>,
  at: { host: string; port: number },
): Promise<Listening> => {
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch, hostname: at.host, port: at.port }, () => resolve(started));
  });
  // Node closes an idle keep-alive connection after 5 s, racing a client (or a load balancer,
  // whose idle time-out is usually 60 s) that picks the same socket for its next request at that
  // moment: it then sees "other side closed". The server outlives the client's idle time instead.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : at.port,
    close: () =>
      new Promise<void>((resolve) => {
        // Keep-alive connections would hold the close up to KEEP_ALIVE_MS: those idle now, and
        // each one as soon as its last response is sent (a request running at SIGTERM ends
        // first), are closed; a request still running after the grace period is cut.
        const closeIdle = () => {
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        };
        const idle = setInterval(closeIdle, 50);
        const force = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, CLOSE_GRACE_MS);
        server.close(() => {
          clearInterval(idle);
          clearTimeout(force);
          resolve();
        });
        closeIdle();
      }),
  };
};
