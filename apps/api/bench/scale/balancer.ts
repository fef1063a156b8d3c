import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';

export type Balancer = { url: string; close: () => Promise<void> };

/**
 * A loopback TCP balancer in front of the API processes (each new connection to the next
 * one), as a load balancer would spread Gmail's push calls over the API servers.
 */
export const startBalancer = async (ports: number[]): Promise<Balancer> => {
  let next = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const port = ports[next++ % ports.length] as number;
    const upstream = connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(socket);
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((closed) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => closed());
      }),
  };
};
