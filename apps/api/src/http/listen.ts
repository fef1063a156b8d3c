import { type ServerType, serve } from '@hono/node-server';

export type Listening = { port: number; close: () => Promise<void> };

/** Serves `fetch` on host:port (0: any free port) and says which port it got. */
export const listen = async (
  fetch: (request: Request) => Response | Promise<Response>,
  at: { host: string; port: number },
): Promise<Listening> => {
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch, hostname: at.host, port: at.port }, () => resolve(started));
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : at.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive connections (browsers hold them) would otherwise delay the exit.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      }),
  };
};
