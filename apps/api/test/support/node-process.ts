import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

export const apiRoot = resolve(import.meta.dirname, '..', '..');

/** `node` with the TypeScript loader, as the tests run the sources. */
export const TSX = ['--import', 'tsx'];

/**
 * Source maps for the build's stack traces only when asked (API_TEST_SOURCE_MAPS=1, e.g. to
 * read a failing test's server error): node reads every map at start, which was a fifth of a
 * test server's start-up CPU (0.4 of 1.9 CPU-s). The traces still name every function.
 */
const sourceMaps = process.env.API_TEST_SOURCE_MAPS === '1' ? ['--enable-source-maps'] : [];

/**
 * The node arguments that start the API server ('main') or the worker: the run's build
 * (test/global-setup.ts) under vitest, which takes half the CPU of loading every source through
 * tsx (measured: a worker ready after 2.2 CPU-s instead of 4.4); the sources with tsx outside
 * vitest (the benchmarks) or without a build.
 */
export const productEntry = async (entry: 'main' | 'worker'): Promise<string[]> => {
  const build = process.env.VITEST ? (await import('vitest')).inject('serverBuild') : '';
  return build ? [...sourceMaps, join(build, `${entry}.js`)] : [...TSX, `src/${entry}.ts`];
};

export type NodeProcess = {
  /** What the ready pattern matched (its groups: a URL, a port). */
  ready: RegExpExecArray;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** SIGTERM (or the given signal) and the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  /** Sends a signal that does not end it (SIGSTOP, SIGCONT). */
  signal: (signal: NodeJS.Signals) => void;
};

const running = new Set<ChildProcess>();

const spawnNode = (args: string[], env: Record<string, string>): ChildProcess => {
  const child = spawn(process.execPath, args, {
    cwd: apiRoot,
    // Only what the caller names reaches PostgreSQL: the caller's DATABASE_URL cannot.
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
};

/** Kills what a test left running (one that timed out while a process started). */
export const stopStartedProcesses = async (): Promise<void> => {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((done) => {
          child.once('exit', () => done());
          child.kill('SIGKILL');
        }),
    ),
  );
};

/** Starts `node <args>` in apps/api and waits for a line matching `ready` (90 s at most). */
export const startNodeProcess = async (
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<NodeProcess> => {
  const child = spawnNode(args, env);
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const match = await new Promise<RegExpExecArray>((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = ready.exec(output);
      if (found) {
        clearTimeout(timer);
        resolveReady(found);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before it was ready:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop('SIGKILL');
    throw error;
  });
  return { ready: match, output: () => output, stop, signal: (signal) => child.kill(signal) };
};

/**
 * Runs `node <args>` in apps/api to its end (90 s at most): its exit code and output. A
 * process that starts serving instead is stopped at once (exit code null).
 */
export const runNodeToExit = (
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> =>
  new Promise((done, fail) => {
    const child = spawnNode(args, env);
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`still running after 90 s:\n${output}`));
    }, 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on http|running jobs/.test(output)) child.kill('SIGKILL');
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    // 'close', not 'exit': a process can exit before its last output is read from the pipes
    // (seen once on a loaded machine: exit code 1 and an empty output).
    child.once('close', (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
