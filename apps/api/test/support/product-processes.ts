import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { freePort, type SandboxUnderTest, startSandbox } from '@ap/sandbox/testing';
import { PgBoss } from 'pg-boss';
import { openDatabase } from '../../src/db/database';
import { migrateDatabase } from '../../src/db/migrate';
import { type Backend, createBackend } from './backends';
import { productEntry } from './node-process';

const apiRoot = resolve(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 90_000;

/** One of the product's processes (API server or worker). */
export type ProductProcess = {
  name: string;
  pid: number | undefined;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  running: () => boolean;
  /** Sends the signal (SIGTERM: a clean stop; SIGKILL: a crash) and waits for the exit. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

/**
 * Starts the API server or the worker in apps/api (the run's build under vitest, else the sources
 * with tsx: productEntry) and waits until it prints a line matching `ready` (failing with its
 * output if it exits first or stays silent for 90 s).
 */
const launch = async (
  name: string,
  entry: 'main' | 'worker',
  env: Record<string, string>,
  ready: RegExp,
  /** Told of the process as soon as it is spawned, so a failed start can still stop it. */
  spawned: (process: ProductProcess) => void,
): Promise<ProductProcess> => {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, await productEntry(entry), {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.once('exit', (code, signal) => {
    output += `\n[${name} exited: ${code ?? signal}]\n`;
  });
  const handle: ProductProcess = {
    name,
    pid: child.pid,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  spawned(handle);
  let isReady = false;
  await new Promise<RegExpExecArray>((resolveReady, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} printed no ready line within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = ready.exec(output);
      if (found && !isReady) {
        isReady = true;
        if (process.env.DEBUG_E2E)
          console.log(`[e2e] ${name} ready in ${Math.round(performance.now() - started)} ms`);
        clearTimeout(timer);
        resolveReady(found);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`${name} exited before it was ready:\n${output}`));
    });
  });
  return handle;
};

/**
 * Migrates a new database and installs pg-boss's schema in it, so the API server and the
 * worker can start side by side (each would otherwise migrate it at once).
 */
const prepareDatabase = async (databaseUrl: string) => {
  const database = await openDatabase({ databaseUrl, pgliteDir: '' });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  const boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: true });
};

export type ProductOptions = {
  /** Extra environment of the sandbox process. */
  sandboxEnv?: Record<string, string>;
  /** Extra environment of the API server and the worker. */
  env?: Record<string, string>;
  /** Where the API receives Moov's webhooks (the sandbox registers it at start-up). */
  moovWebhookPath?: string;
};

export type Product = {
  sandbox: SandboxUnderTest;
  database: Backend;
  databaseUrl: string;
  /** http://127.0.0.1:<port> of the API server. */
  apiUrl: string;
  api: ProductProcess;
  /** The current worker process (replaced by restartWorker). */
  worker: () => ProductProcess;
  /** Starts a worker process (after a kill, or a second one: all share the queues). */
  startWorker: () => Promise<ProductProcess>;
  /** The environment the API and worker run with. */
  env: Record<string, string>;
  /** Output of every process, for a failing test's message. */
  outputs: () => string;
  stop: () => Promise<void>;
};

/**
 * The product as it runs in production, on loopback: the sandbox process (Gmail, QuickBooks,
 * Moov and auth stand-ins), the API server with JOBS_IN_PROCESS=false, and a separate worker
 * process (`src/worker.ts`), API and worker sharing one new PostgreSQL database at
 * 127.0.0.1:5432. Gmail pushes to the API, Moov's webhooks go to the API, transfers only move
 * when advanced through the stand-in, and a killed worker's job is retried after 10 s
 * (heartbeat) by the next worker.
 */
export const startProduct = async (options: ProductOptions = {}): Promise<Product> => {
  const database = await createBackend('postgres');
  const databaseUrl = database.env.DATABASE_URL ?? '';
  // Runs while the sandbox starts; a failure is raised below, after the sandbox is up.
  const prepared = prepareDatabase(databaseUrl).then(
    () => undefined,
    (error: unknown) => error,
  );
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const pushToken = randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(24).toString('hex');
  const sandbox = await startSandbox({
    SANDBOX_GMAIL_PUSH_ENDPOINT: `${apiUrl}/api/gmail/push?token=${pushToken}`,
    SANDBOX_MOOV_WEBHOOK_URL: `${apiUrl}${options.moovWebhookPath ?? '/api/moov/webhooks'}`,
    SANDBOX_MOOV_WEBHOOK_SECRET: webhookSecret,
    // Transfers move only when the test advances them.
    SANDBOX_MOOV_TRANSFER_STEP_MS: '3600000',
    ...options.sandboxEnv,
  });
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    // Warnings and errors only: one JSON line per request would bury a failure.
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    API_PORT: String(port),
    API_URL: apiUrl,
    APP_URL: 'http://localhost:5173',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    VALIDATE_RESPONSES: 'true',
    PROPELAUTH_AUTH_URL: sandbox.urls.auth,
    PROPELAUTH_VERIFIER_KEY: '',
    GMAIL_OAUTH_URL: sandbox.urls.gmail,
    GMAIL_API_URL: sandbox.urls.gmail,
    GMAIL_PUSH_TOKEN: pushToken,
    // The fallback poll out of the way: what happens is the push's doing.
    MAIL_POLL_CRON: '0 0 1 1 *',
    QUICKBOOKS_OAUTH_URL: sandbox.urls.quickbooks,
    QUICKBOOKS_API_URL: sandbox.urls.quickbooks,
    MOOV_API_URL: sandbox.urls.moov,
    MOOV_WEBHOOK_SECRET: webhookSecret,
    // The payment poll (the fallback for lost webhooks) out of the way: webhooks do the work.
    PAYMENT_POLL_CRON: '0 0 1 1 *',
    DATA_ENCRYPTION_KEY: `e2e:${randomBytes(32).toString('base64')}`,
    JOBS_HEARTBEAT_SECONDS: '10',
    JOBS_SUPERVISE_INTERVAL_SECONDS: '1',
    ...options.env,
  };
  const processes: ProductProcess[] = [];
  let api: ProductProcess | undefined;
  let worker: ProductProcess | undefined;
  let workers = 0;
  const spawned = (started: ProductProcess) => processes.push(started);
  const startWorker = async () => {
    workers += 1;
    const started = await launch(`worker ${workers}`, 'worker', env, /running jobs/, spawned);
    worker = started;
    return started;
  };
  const stop = async () => {
    await Promise.all(processes.map((p) => p.kill('SIGTERM')));
    await sandbox.stop();
    await database.dispose();
  };
  try {
    const failure = await prepared;
    if (failure) throw failure;
    [api] = await Promise.all([
      launch('api', 'main', { ...env, JOBS_IN_PROCESS: 'false' }, /listening on/, spawned),
      startWorker(),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    sandbox,
    database,
    databaseUrl,
    apiUrl,
    api,
    worker: () => {
      if (!worker) throw new Error('no worker started');
      return worker;
    },
    startWorker,
    env,
    outputs: () => processes.map((p) => `--- ${p.name} ---\n${p.output()}`).join('\n'),
    stop,
  };
};
