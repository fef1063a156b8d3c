import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const sandboxDir = resolve(import.meta.dirname, '..', '..', '..', 'sandbox');

export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

export type SandboxProcess = {
  urls: { auth: string; gmail: string; quickbooks: string; moov: string };
  stop: () => Promise<void>;
};

/**
 * Starts the real sandbox (apps/sandbox/src/main.ts) on free loopback ports with a fresh
 * data directory, and waits for its "sandbox ready" line.
 */
export const startSandboxProcess = async (appUrl: string): Promise<SandboxProcess> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ap-api-sandbox-'));
  const [auth, gmail, quickbooks, moov, smtp] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: sandboxDir,
    env: {
      ...process.env,
      APP_URL: appUrl,
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_AUTH_PORT: String(auth),
      SANDBOX_GMAIL_PORT: String(gmail),
      SANDBOX_QUICKBOOKS_PORT: String(quickbooks),
      SANDBOX_MOOV_PORT: String(moov),
      SANDBOX_SMTP_PORT: String(smtp),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((ready, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('sandbox ready')) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`sandbox exited with ${code}:\n${output}`)));
  });
  const url = (port: number) => `http://localhost:${port}`;
  return {
    urls: { auth: url(auth), gmail: url(gmail), quickbooks: url(quickbooks), moov: url(moov) },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
