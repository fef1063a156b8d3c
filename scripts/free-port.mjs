// A free loopback port for a test server that another process will listen on.
//
// Not `listen(0)`: that draws from the kernel's ephemeral range, the same range every outgoing
// connection's source port comes from (the API suite opens thousands to PostgreSQL). Between the
// probe and the child's own listen, such a connection can take the port, and the child dies with
// EADDRINUSE (CI's walk did, once). Below the ephemeral range the kernel never hands a port out
// on its own, so only another explicit bind can collide. Two test servers must not be handed
// the same port either: a port given out is reserved for 10 minutes by a file in the temp
// folder, which every process of the run shares (CI's API server once died of EADDRINUSE on a
// port its own sandbox, started first, had been given too). Callers that start a child retry
// on EADDRINUSE anyway.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FLOOR = 10_000;

/** The first port of the kernel's ephemeral range (Linux's default 32768 elsewhere). */
const ephemeralLow = () => {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    const port = Number(low);
    return Number.isInteger(port) && port > FLOOR + 1000 ? port : 32_768;
  } catch {
    return 32_768;
  }
};

const CEILING = ephemeralLow();

const bindable = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const RESERVED = join(tmpdir(), 'ap-free-ports');
const HOLD_MS = 10 * 60_000;

/** Reserves a port for this run's processes; false when another reserved it within HOLD_MS. */
const reserve = (port) => {
  mkdirSync(RESERVED, { recursive: true });
  const file = join(RESERVED, String(port));
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    try {
      if (Date.now() - statSync(file).mtimeMs < HOLD_MS) return false;
      writeFileSync(file, String(process.pid));
      return true;
    } catch {
      return false;
    }
  }
};

// Ports fetch refuses to connect to (the WHATWG Fetch standard's "bad ports": undici throws
// "bad port"); 10080 is the only one at or above FLOOR. A test's fetch of a sandbox drawn on it
// failed once.
const FETCH_BAD_PORTS = new Set([10080]);

/** A port in [10000, ephemeral range), bindable now and given to no other caller lately. */
export const freePort = async () => {
  for (let tries = 0; tries < 50; tries += 1) {
    const port = FLOOR + Math.floor(Math.random() * (CEILING - FLOOR));
    if (FETCH_BAD_PORTS.has(port)) continue;
    if (reserve(port) && (await bindable(port))) return port;
  }
  throw new Error(`free-port: no bindable port between ${FLOOR} and ${CEILING} after 50 tries`);
};

/** Whether a child's output says it could not listen because the port was taken. */
export const lostPortRace = (output) => /EADDRINUSE/.test(output);
