import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, lostPortRace } from '../../../../scripts/free-port.mjs';

export { freePort };

export type SandboxUnderTest = {
  urls: { auth: string; gmail: string; quickbooks: string; moov: string; llm: string };
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

/**
 * Where the sandbox's build for this test run is (SANDBOX_BUILD, set by the run's global set-up
 * from buildSandboxForRun): processes start from it with plain node, 0.8 CPU-s each instead of
 * 2 through tsx. Without it, the TypeScript sources with tsx.
 */
const entry = (name: 'main' | 'reset'): string[] => {
  const build = process.env.SANDBOX_BUILD;
  if (build) return ['--enable-source-maps', join(build, `${name}.js`)];
  return ['--import', 'tsx', name === 'main' ? 'src/main.ts' : 'src/store/reset.ts'];
};

/**
 * Builds the sandbox once for a test run (scripts/build.mjs, into a folder of its own inside
 * apps/sandbox) and names it in SANDBOX_BUILD for every process the run starts after this.
 * Returns the clean-up.
 */
export const buildSandboxForRun = (): (() => void) => {
  const dir = join(packageDir, '.data', `test-build-${randomBytes(4).toString('hex')}`);
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', dir], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.env.SANDBOX_BUILD = dir;
  return () => {
    delete process.env.SANDBOX_BUILD;
    rmSync(dir, { recursive: true, force: true });
  };
};

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

/**
 * Starts the sandbox (its build, or `src/main.ts`) as a real process on free loopback ports with
 * a fresh data directory.
 */
export const startSandbox = async (
  extraEnv: Record<string, string> = {},
): Promise<SandboxUnderTest> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ap-sandbox-'));
  const pickPorts = async () => {
    const [auth, gmail, quickbooks, moov, smtp, llm] = await Promise.all([
      freePort(),
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
      SANDBOX_LLM_PORT: String(llm),
      ...extraEnv,
    } as Record<string, string>;
  };
  let env = await pickPorts();
  let child: ChildProcess | undefined;
  const launch = async () => {
    child = spawn(process.execPath, entry('main'), {
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
  const [auth, gmail, quickbooks, moov, smtp, llm] = [
    port('SANDBOX_AUTH_PORT'),
    port('SANDBOX_GMAIL_PORT'),
    port('SANDBOX_QUICKBOOKS_PORT'),
    port('SANDBOX_MOOV_PORT'),
    port('SANDBOX_SMTP_PORT'),
    port('SANDBOX_LLM_PORT'),
  ];
  return {
    urls: {
      auth: `http://${host}:${auth}`,
      gmail: `http://${host}:${gmail}`,
      quickbooks: `http://${host}:${quickbooks}`,
      moov: `http://${host}:${moov}`,
      llm: `http://${host}:${llm}`,
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
      execFileSync(process.execPath, entry('reset'), {
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
