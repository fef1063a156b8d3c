import { randomBytes } from 'node:crypto';
import { freePort, type SandboxUnderTest, startSandbox } from '@ap/sandbox/testing';
import { type NodeProcess, startNodeProcess, TSX } from '../../test/support/node-process';
import { databaseUrl as databaseUrlOf, withAdmin } from '../../test/support/postgres-admin';
import { startBalancer } from './balancer';
import type { ScaleOptions } from './options';

export type Cluster = {
  sandbox: SandboxUnderTest;
  databaseUrl: string;
  /** Base URL of each API process. */
  apiUrls: string[];
  workers: NodeProcess[];
  stop: () => Promise<void>;
};

const entry = (options: ScaleOptions, script: 'main' | 'worker', profile?: string) => [
  ...(profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : []),
  ...(options.sources ? [...TSX, `src/${script}.ts`] : [`dist/${script}.js`]),
];

/**
 * The product as several processes on one new PostgreSQL database: the sandbox (Gmail with its
 * SMTP listener, auth), a balancer that spreads Gmail's pushes over the API processes, the API
 * processes (JOBS_IN_PROCESS=false) and the workers. The first API migrates the database and
 * installs the job queue's schema before the others start.
 */
export const startCluster = async (
  options: ScaleOptions,
  workerCount: number,
): Promise<Cluster> => {
  const name = `scale_bench_${randomBytes(5).toString('hex')}`;
  await withAdmin(`CREATE DATABASE ${name}`, options.adminUrl);
  const databaseUrl = databaseUrlOf(name, options.adminUrl);
  const ports = await Promise.all(Array.from({ length: options.apis }, () => freePort()));
  const balancer = await startBalancer(ports);
  const pushToken = randomBytes(16).toString('hex');
  const sandbox = await startSandbox({
    SANDBOX_GMAIL_PUSH_ENDPOINT: `${balancer.url}/api/gmail/push?token=${pushToken}`,
    // The bench's sign-ins last the whole run.
    SANDBOX_ACCESS_TOKEN_TTL_SECONDS: '86400',
  });
  const apiUrls = ports.map((port) => `http://127.0.0.1:${port}`);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    API_URL: apiUrls[0] as string,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    // The bench measures the product, not the contract check of each answer.
    VALIDATE_RESPONSES: 'false',
    PROPELAUTH_AUTH_URL: sandbox.urls.auth,
    PROPELAUTH_VERIFIER_KEY: '',
    GMAIL_OAUTH_URL: sandbox.urls.gmail,
    GMAIL_API_URL: sandbox.urls.gmail,
    GMAIL_PUSH_TOKEN: pushToken,
    // Pushes do the work; the fallback poll stays out of the figures.
    MAIL_POLL_CRON: '0 0 1 1 *',
    PAYMENT_POLL_CRON: '0 0 1 1 *',
    QUICKBOOKS_OAUTH_URL: sandbox.urls.quickbooks,
    QUICKBOOKS_API_URL: sandbox.urls.quickbooks,
    MOOV_API_URL: sandbox.urls.moov,
    DATA_ENCRYPTION_KEY: `bench:${randomBytes(32).toString('base64')}`,
    // A killed worker's job goes back to the queue within 10 s of its last heartbeat plus one
    // 5 s supervise pass. Every process supervises: passes each second (as the process tests
    // have them) were a cost that grew with the worker count, not a product's.
    JOBS_HEARTBEAT_SECONDS: '10',
    JOBS_SUPERVISE_INTERVAL_SECONDS: '5',
    // The product's default (half the cores) unless the bench is told otherwise (0: no limit).
    ...(options.activeWorkersPerHost === undefined
      ? {}
      : { JOBS_ACTIVE_WORKERS_PER_HOST: String(options.activeWorkersPerHost) }),
  };
  const apis: NodeProcess[] = [];
  const workers: NodeProcess[] = [];
  const stop = async () => {
    // A worker frozen by the backlog part (SIGSTOP) hears SIGTERM only once it runs again.
    for (const worker of workers) worker.signal('SIGCONT');
    await Promise.all([...apis, ...workers].map((p) => p.stop('SIGTERM')));
    await balancer.close();
    await sandbox.stop();
    // BENCH_KEEP_DB=1 keeps it to look at afterwards (pgboss.job holds each job's timings).
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${databaseUrl}`);
    else await withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, options.adminUrl);
  };
  try {
    const startApi = async (port: number) =>
      apis.push(
        await startNodeProcess(
          entry(options, 'main'),
          { ...env, API_PORT: String(port), PORT: String(port), JOBS_IN_PROCESS: 'false' },
          /listening on/,
        ),
      );
    const [first, ...others] = ports;
    await startApi(first as number);
    await Promise.all(others.map(startApi));
    for (let i = 0; i < workerCount; i++)
      workers.push(
        // A worker beyond the host's active ones stands by (jobs/host-slot.ts).
        await startNodeProcess(
          entry(options, 'worker', options.cpuProfDir),
          env,
          /running jobs|standing by/,
        ),
      );
  } catch (error) {
    await stop();
    throw error;
  }
  return { sandbox, databaseUrl, apiUrls, workers, stop };
};
