import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export type SandboxUnderTest = {
  urls: { auth: string; gmail: string; quickbooks: string; moov: string };
  smtpPort: number;
  dataDir: string;
  env: Record<string, string>;
  stop: () => Promise<void>;
  /** Stops and starts again on the same ports and data directory. */
  restart: () => Promise<void>;
  /** Stops, runs `pnpm reset`'s script on the data directory, and starts again. */
  resetAndRestart: () => Promise<void>;
};

const packageDir = resolve(import.meta.dirname, '..', '..');

export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

const waitForReady = (child: ChildProcess): Promise<void> =>
  new Promise((ready, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('sandbox ready')) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`sandbox exited with ${code}:\n${output}`)));
  });

/** Starts `src/main.ts` as a real process on free loopback ports with a fresh data directory. */
export const startSandbox = async (
  extraEnv: Record<string, string> = {},
): Promise<SandboxUnderTest> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ap-sandbox-'));
  const [auth, gmail, quickbooks, moov, smtp] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const env: Record<string, string> = {
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_AUTH_PORT: String(auth),
    SANDBOX_GMAIL_PORT: String(gmail),
    SANDBOX_QUICKBOOKS_PORT: String(quickbooks),
    SANDBOX_MOOV_PORT: String(moov),
    SANDBOX_SMTP_PORT: String(smtp),
    ...extraEnv,
  };
  const host = env.SANDBOX_PUBLIC_HOST ?? 'localhost';
  let child: ChildProcess | undefined;
  const launch = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: packageDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitForReady(child);
  };
  const kill = () =>
    new Promise<void>((done) => {
      if (!child || child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  await launch();
  return {
    urls: {
      auth: `http://${host}:${auth}`,
      gmail: `http://${host}:${gmail}`,
      quickbooks: `http://${host}:${quickbooks}`,
      moov: `http://${host}:${moov}`,
    },
    smtpPort: smtp,
    dataDir,
    env,
    restart: async () => {
      await kill();
      await launch();
    },
    resetAndRestart: async () => {
      await kill();
      execFileSync(process.execPath, ['--import', 'tsx', 'src/store/reset.ts'], {
        cwd: packageDir,
        env: { ...process.env, ...env },
      });
      await launch();
    },
    stop: async () => {
      await kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
