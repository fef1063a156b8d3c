import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './harness/sandbox-process';

const [ephemeralLow] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
  .trim()
  .split(/\s+/)
  .map(Number);

describe('freePort', () => {
  // An outgoing connection's source port comes from the ephemeral range: a probed port there can
  // be taken before the child listens (the walk's sandbox once died of EADDRINUSE on CI).
  it('names ports below the ephemeral range that loopback can bind', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(ephemeralLow ?? 32_768);
    }
    const server = createServer();
    await new Promise<void>((listening) => server.listen(ports[0], '127.0.0.1', listening));
    await new Promise((closed) => server.close(closed));
  });

  afterEach(() => vi.restoreAllMocks());

  // CI's API server once died of EADDRINUSE: its sandbox, started first, had drawn its port too.
  it('never hands the same port to two callers, even when the draw repeats', async () => {
    const draw = Math.random();
    vi.spyOn(Math, 'random').mockReturnValueOnce(draw).mockReturnValueOnce(draw);
    const first = await freePort();
    const second = await freePort();
    expect(second).not.toBe(first);
  });
});
