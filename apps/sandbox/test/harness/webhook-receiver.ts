import { createServer, type IncomingHttpHeaders } from 'node:http';

export type ReceivedWebhook = {
  headers: IncomingHttpHeaders;
  body: { eventID: string; type: string; data: Record<string, string>; createdOn: string };
};

/** A loopback HTTP endpoint that records every webhook delivered to it. */
export const startWebhookReceiver = () =>
  new Promise<{ url: string; received: ReceivedWebhook[]; close: () => Promise<void> }>(
    (started) => {
      const received: ReceivedWebhook[] = [];
      const server = createServer((request, response) => {
        let raw = '';
        request.on('data', (chunk) => {
          raw += chunk;
        });
        request.on('end', () => {
          received.push({ headers: request.headers, body: JSON.parse(raw) });
          response.writeHead(200).end();
        });
      });
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        started({
          url: `http://127.0.0.1:${port}/moov/webhook`,
          received,
          close: () => new Promise((closed) => server.close(() => closed())),
        });
      });
    },
  );

/** Polls until the predicate holds, failing after the deadline. */
export const eventually = async <T>(
  check: () => T | undefined | Promise<T | undefined>,
  deadlineMs = 3000,
): Promise<T> => {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((tick) => setTimeout(tick, 25));
  }
  throw new Error(`condition not met within ${deadlineMs} ms`);
};
