import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, listen } from '../../src/http/listen';

/** A GET on a keep-alive connection of `agent`: the status and body once the answer is read. */
const get = (agent: Agent, port: number) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });

// A deploy's SIGTERM closes the server: a request running then still gets its answer, and the
// close does not wait out the keep-alive time of the connection it came on (65 s: every API
// test server's stop once took that long when a push was being answered at the time).
describe('closing the server', () => {
  it('lets a running request finish and closes its keep-alive connection at once after it', async () => {
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const server = await listen(
      async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return new Response('done');
      },
      { host: '127.0.0.1', port: 0 },
    );
    const agent = new Agent({ keepAlive: true });
    const answer = get(agent, server.port);
    await running;
    const closing = Date.now();
    await server.close();
    const took = Date.now() - closing;
    expect(await answer).toEqual({ status: 200, body: 'done' });
    expect(took).toBeLessThan(KEEP_ALIVE_MS / 10);
    agent.destroy();
  });
});
