import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const apiRoot = resolve(import.meta.dirname, '..', '..', '..', 'api');
const ADMIN_URL =
  process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type ApiProcess = { url: string; pgliteDir: string; stop: () => Promise<void> };

type Database = { url: string; drop: () => Promise<void> };

const asAdmin = async (sql: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/**
 * A new database in the local PostgreSQL server (127.0.0.1:5432, as on CI), or undefined when
 * none answers or E2E_DATABASE=pglite: there the API runs its queries in a process of its own
 * instead of PGlite's WebAssembly on its event loop, a good part of the walk's CPU.
 */
const createPostgresDatabase = async (): Promise<Database | undefined> => {
  if (process.env.E2E_DATABASE === 'pglite') return undefined;
  const name = `ap_e2e_${randomBytes(6).toString('hex')}`;
  try {
    await asAdmin(`CREATE DATABASE ${name}`);
  } catch {
    return undefined;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};

/**
 * Starts the real API server (`tsx src/main.ts`, as apps/api/test/support/server-process.ts
 * does) on the given loopback port, on a new PostgreSQL database when the local server answers
 * and no PGlite directory is given (else its own PGlite directory); demo seed on unless the env
 * says otherwise. Resolves on its "listening" line.
 */
export const startApiProcess = async (
  port: number,
  env: Record<string, string>,
  givenPgliteDir?: string,
): Promise<ApiProcess> => {
  const database = givenPgliteDir ? undefined : await createPostgresDatabase();
  const pgliteDir = givenPgliteDir ?? mkdtempSync(join(tmpdir(), 'ap-e2e-api-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: `http://localhost:${port}`,
      SEED_DEMO: 'true',
      // Only this file selects PostgreSQL; the caller's environment cannot.
      DATABASE_URL: database?.url ?? '',
      PGLITE_DIR: pgliteDir,
      // Warnings and errors only: one JSON line per request would bury a failure.
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on http://')) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`API exited with ${code}:\n${output}`)));
  }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pgliteDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(pgliteDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
};
