import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Cuts every connection and refuses new ones: to the client, the server has stopped. */
  close: () => Promise<void>;
  /** Accepts connections again on the same port. */
  reopen: () => Promise<void>;
};

/** A loopback TCP proxy in front of host:port, so a test can take a server away and back. */
export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const started = createServer((client) => {
        const upstream = connect(target.port, target.host);
        const pair = [client, upstream];
        for (const socket of pair) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => {
            for (const other of pair) {
              other.destroy();
              sockets.delete(other);
            }
          });
        }
        client.pipe(upstream).pipe(client);
      });
      started.once('error', reject);
      started.listen(port, '127.0.0.1', () => {
        server = started;
        resolve((started.address() as AddressInfo).port);
      });
    });
  const port = await listen(0);
  return {
    port,
    close: async () => {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    reopen: async () => {
      await listen(port);
    },
  };
};
