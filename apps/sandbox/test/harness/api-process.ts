import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const apiDir = resolve(import.meta.dirname, '..', '..', '..', 'api');

/** Starts the product's API server (apps/api) on its own PGlite directory, trusting the given auth stand-in. */
export const startApiServer = async (port: number, env: Record<string, string>) => {
  const pgliteDir = mkdtempSync(join(tmpdir(), 'ap-api-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: pgliteDir,
      DATABASE_URL: '',
      // Warnings and errors only: one JSON line per request would bury a failure.
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((ready, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on http://')) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`API server exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => {
          rmSync(pgliteDir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
};
