import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, lostPortRace } from '../../../../scripts/free-port.mjs';

export { freePort };

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

class SandboxExit extends Error {
  constructor(
    code: number | null,
    readonly output: string,
  ) {
    super(`sandbox exited with ${code}:\n${output}`);
  }
}

const waitForReady = (child: ChildProcess): Promise<void> =>
  new Promise((ready, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('sandbox ready')) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new SandboxExit(code, output)));
  });

/** Starts `src/main.ts` as a real process on free loopback ports with a fresh data directory. */
export const startSandbox = async (
  extraEnv: Record<string, string> = {},
): Promise<SandboxUnderTest> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ap-sandbox-'));
  const pickPorts = async () => {
    const [auth, gmail, quickbooks, moov, smtp] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    return {
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_AUTH_PORT: String(auth),
      SANDBOX_GMAIL_PORT: String(gmail),
      SANDBOX_QUICKBOOKS_PORT: String(quickbooks),
      SANDBOX_MOOV_PORT: String(moov),
      SANDBOX_SMTP_PORT: String(smtp),
      ...extraEnv,
    } as Record<string, string>;
  };
  let env = await pickPorts();
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
  // Another process can bind a probed port before the sandbox does: start again on new ones.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await launch();
      break;
    } catch (error) {
      if (attempt === 3 || !(error instanceof SandboxExit) || !lostPortRace(error.output)) {
        rmSync(dataDir, { recursive: true, force: true });
        throw error;
      }
      env = await pickPorts();
    }
  }
  const host = env.SANDBOX_PUBLIC_HOST ?? 'localhost';
  const port = (name: string) => Number(env[name]);
  const [auth, gmail, quickbooks, moov, smtp] = [
    port('SANDBOX_AUTH_PORT'),
    port('SANDBOX_GMAIL_PORT'),
    port('SANDBOX_QUICKBOOKS_PORT'),
    port('SANDBOX_MOOV_PORT'),
    port('SANDBOX_SMTP_PORT'),
  ];
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
