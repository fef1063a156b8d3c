import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { type Backend, createBackend, defaultBackend } from './backends';
import { productEntry } from './node-process';

const apiRoot = resolve(import.meta.dirname, '..', '..');

export type ServerProcess = { baseUrl: string; stop: () => Promise<void>; output: () => string };

/**
 * Starts the real server (the run's build of `src/main.ts`, or the node arguments given, e.g.
 * `--import tsx src/main.ts`) on a free loopback port and waits for its "listening" line.
 * Without DATABASE_URL it gets a copy of the run's seeded database on the default backend
 * (backends.ts); with DATABASE_URL '' its own copy of the seeded PGlite template.
 */
export const startServerProcess = async (
  givenEnv: Record<string, string>,
  /** Node's arguments; by default the run's build (productEntry). */
  entry?: string[],
): Promise<ServerProcess> => {
  let database: Backend | undefined;
  if (givenEnv.DATABASE_URL === undefined && defaultBackend() === 'postgres')
    database = await createBackend('postgres', { seeded: true });
  const env = { ...givenEnv, ...database?.env };
  const pgliteDir = env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'ap-api-pglite-'));
  // A copy of the seeded template opens in under a second; a new directory runs initdb.
  if (pgliteDir) cpSync(inject('pgliteTemplate'), pgliteDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, entry ?? (await productEntry('main')), {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: '0',
      API_PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      VALIDATE_RESPONSES: 'true',
      // Warnings and errors only (a test that reads the request log asks for 'info').
      LOG_LEVEL: 'warn',
      // Only an explicit DATABASE_URL selects PostgreSQL; the caller's environment cannot.
      DATABASE_URL: '',
      ...(pgliteDir ? { PGLITE_DIR: pgliteDir } : {}),
      ...(inject('compileCache') ? { NODE_COMPILE_CACHE: inject('compileCache') } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolvePort, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolvePort(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => {
      output += `\n[server exited: ${code ?? signal}]`;
    });
    child.once('close', (code) =>
      reject(new Error(`server exited with ${code} before listening:\n${output}`)),
    );
  });
  return {
    baseUrl,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
      await database?.dispose();
    },
  };
};
