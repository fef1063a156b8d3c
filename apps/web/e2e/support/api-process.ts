import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const apiRoot = resolve(import.meta.dirname, '..', '..', '..', 'api');

export type ApiProcess = { url: string; pgliteDir: string; stop: () => Promise<void> };

/**
 * Starts the real API server (`tsx src/main.ts`, as apps/api/test/support/server-process.ts
 * does) on the given loopback port with its own PGlite directory; demo seed on unless the env
 * says otherwise. Resolves on its "listening" line.
 */
export const startApiProcess = async (
  port: number,
  env: Record<string, string>,
  pgliteDir = mkdtempSync(join(tmpdir(), 'ap-e2e-api-')),
): Promise<ApiProcess> => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: `http://localhost:${port}`,
      SEED_DEMO: 'true',
      // Only an explicit DATABASE_URL selects PostgreSQL; the caller's environment cannot.
      DATABASE_URL: '',
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
    },
  };
};
