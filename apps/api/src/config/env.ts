import { availableParallelism, hostname } from 'node:os';
import { resolve } from 'node:path';
import { secretEnv } from './sandbox-secrets';

/** Everything the API server reads from the environment, with the documented defaults. */
export type ApiConfig = {
  host: string;
  port: number;
  /** Unset: embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  seedDemo: boolean;
  appUrl: string;
  /** Public address of this server, used in OAuth redirect URIs. */
  apiUrl: string;
  maxBodyBytes: number;
  /** Check 200 answers against the contract (default: on unless NODE_ENV=production). */
  validateResponses: boolean;
  auth: {
    authUrl: string;
    backendUrl: string;
    apiKey: string;
    verifierKeyPem: string | undefined;
  };
  /** Moov account the platform's payments come from (default: the sandbox's). */
  moovFacilitatorAccountId: string;
  gmail: { oauthUrl: string; apiUrl: string; clientId: string; clientSecret: string };
  quickbooks: { oauthUrl: string; apiUrl: string; clientId: string; clientSecret: string };
  moov: {
    apiUrl: string;
    publicKey: string;
    secretKey: string;
    /** Signing secret of the webhook Moov calls at /api/moov/webhooks. */
    webhookSecret: string;
    /** Cron of the payment poll (fallback for missed webhooks, scheduled and waiting payments). */
    pollCron: string;
  };
  /** Bearer token of GET /metrics; unset: the endpoint is off (404). */
  metricsToken: string | undefined;
  /** Port of a worker process's /healthz, /readyz and /metrics; unset: none served. */
  workerHealthPort: number | undefined;
  /** Background jobs (pg-boss on the same database). */
  jobs: {
    runInProcess: boolean;
    /**
     * A running job's worker must report this often (seconds, at least 10), or the job is
     * retried elsewhere: how soon a killed worker's job runs again (default 30). 0: no
     * heartbeat, the job is retried after pg-boss's expiry (15 minutes).
     */
    heartbeatSeconds: number;
    /** How often pg-boss looks for expired and silent jobs (its supervise and monitor passes; default 60). */
    superviseIntervalSeconds: number | undefined;
    /**
     * Worker processes of one host that take jobs at once (default: half its cores, at least
     * one); the others stand by and take over when one ends. 0: no limit.
     */
    activeWorkersPerHost: number;
    /** What names the host for that limit (default: its host name). */
    hostId: string;
  };
  mailIntake: {
    /** Shared secret the push subscription puts in the push URL (?token=) or as a bearer. */
    pushToken: string;
    /** Pub/Sub topic users.watch publishes to. */
    pushTopic: string;
    /** The initial sync reads mail newer than this many days, at most `initialSyncMax`. */
    initialSyncDays: number;
    initialSyncMax: number;
    /** Cron of the fallback poll (and watch renewal). */
    pollCron: string;
    /** Label put on processed mail when the permission level allows modify. */
    processedLabel: string;
    /** Worker threads that read e-mails (extraction) beside the event loop; 0: in it. */
    extractionThreads: number;
    /**
     * authserv-id of the receiving provider's Authentication-Results (Gmail: mx.google.com):
     * only that header's verdicts on a sender are read.
     */
    authservId: string;
  };
};

/** The facilitator account the sandbox seeds (apps/sandbox/src/moov/seed.ts). */
const SANDBOX_FACILITATOR_ACCOUNT_ID = 'b6e9a7a0-5f1e-4c1e-9a51-ac3e00000001';

const env = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

/** A killed worker's job runs again within this plus one supervise pass (60 s). */
export const DEFAULT_HEARTBEAT_SECONDS = 30;

const intEnv = (name: string, fallback: number): number => {
  const raw = env(name);
  if (raw === undefined) return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got '${raw}'`);
  return value;
};

/** pg-boss refuses a heartbeat under 10 s: said at start-up, with the variable's name. */
const heartbeatEnv = (): number => {
  const seconds = intEnv('JOBS_HEARTBEAT_SECONDS', DEFAULT_HEARTBEAT_SECONDS);
  if (seconds !== 0 && seconds < 10)
    throw new Error(`JOBS_HEARTBEAT_SECONDS must be 0 (off) or at least 10, got ${seconds}`);
  return seconds;
};

/** Workers of a host taking jobs at once: half its cores by default (jobs/host-slot.ts). */
const activeWorkersEnv = (): number => {
  const count = intEnv(
    'JOBS_ACTIVE_WORKERS_PER_HOST',
    Math.max(1, Math.floor(availableParallelism() / 2)),
  );
  if (count < 0)
    throw new Error(`JOBS_ACTIVE_WORKERS_PER_HOST must be 0 (no limit) or more, got ${count}`);
  return count;
};

export const loadConfig = (): ApiConfig => {
  // API_PORT first: in a monorepo `dev` run, PORT may be meant for another app.
  const port = intEnv('API_PORT', intEnv('PORT', 3001));
  const authUrl = env('PROPELAUTH_AUTH_URL') ?? 'http://localhost:4010';
  return {
    host: env('HOST') ?? '127.0.0.1',
    port,
    databaseUrl: env('DATABASE_URL'),
    pgliteDir: resolve(
      env('PGLITE_DIR') ?? resolve(import.meta.dirname, '..', '..', '.data', 'pglite'),
    ),
    seedDemo: env('SEED_DEMO') !== 'false',
    appUrl: env('APP_URL') ?? 'http://localhost:5173',
    apiUrl: env('API_URL') ?? `http://localhost:${port}`,
    maxBodyBytes: intEnv('MAX_BODY_BYTES', 1024 * 1024),
    validateResponses:
      (env('VALIDATE_RESPONSES') ?? String(env('NODE_ENV') !== 'production')) === 'true',
    auth: {
      authUrl,
      backendUrl: env('PROPELAUTH_BACKEND_URL') ?? authUrl,
      apiKey: secretEnv('PROPELAUTH_API_KEY'),
      verifierKeyPem: env('PROPELAUTH_VERIFIER_KEY'),
    },
    moovFacilitatorAccountId: env('MOOV_FACILITATOR_ACCOUNT_ID') ?? SANDBOX_FACILITATOR_ACCOUNT_ID,
    gmail: {
      oauthUrl: env('GMAIL_OAUTH_URL') ?? 'http://localhost:4020',
      apiUrl: env('GMAIL_API_URL') ?? 'http://localhost:4020',
      clientId: env('GMAIL_CLIENT_ID') ?? 'sandbox-gmail-client',
      clientSecret: secretEnv('GMAIL_CLIENT_SECRET'),
    },
    quickbooks: {
      oauthUrl: env('QUICKBOOKS_OAUTH_URL') ?? 'http://localhost:4030',
      apiUrl: env('QUICKBOOKS_API_URL') ?? 'http://localhost:4030',
      clientId: env('QUICKBOOKS_CLIENT_ID') ?? 'sandbox-quickbooks-client',
      clientSecret: secretEnv('QUICKBOOKS_CLIENT_SECRET'),
    },
    moov: {
      apiUrl: env('MOOV_API_URL') ?? 'http://localhost:4040',
      publicKey: secretEnv('MOOV_PUBLIC_KEY'),
      secretKey: secretEnv('MOOV_SECRET_KEY'),
      webhookSecret: secretEnv('MOOV_WEBHOOK_SECRET'),
      pollCron: env('PAYMENT_POLL_CRON') ?? '* * * * *',
    },
    metricsToken: env('METRICS_TOKEN'),
    workerHealthPort: env('WORKER_HEALTH_PORT') ? intEnv('WORKER_HEALTH_PORT', 0) : undefined,
    jobs: {
      runInProcess: env('JOBS_IN_PROCESS') !== 'false',
      heartbeatSeconds: heartbeatEnv(),
      superviseIntervalSeconds: env('JOBS_SUPERVISE_INTERVAL_SECONDS')
        ? intEnv('JOBS_SUPERVISE_INTERVAL_SECONDS', 0)
        : undefined,
      activeWorkersPerHost: activeWorkersEnv(),
      hostId: env('JOBS_HOST_ID') ?? hostname(),
    },
    mailIntake: {
      pushToken: secretEnv('GMAIL_PUSH_TOKEN'),
      pushTopic: env('GMAIL_PUSH_TOPIC') ?? 'projects/ap-sandbox/topics/gmail-intake',
      initialSyncDays: intEnv('MAIL_INITIAL_SYNC_DAYS', 30),
      initialSyncMax: intEnv('MAIL_INITIAL_SYNC_MAX', 500),
      pollCron: env('MAIL_POLL_CRON') ?? '* * * * *',
      processedLabel: env('MAIL_PROCESSED_LABEL') ?? 'AP Assistant/Processed',
      extractionThreads: intEnv('EXTRACTION_THREADS', 1),
      authservId: env('MAIL_AUTHSERV_ID') ?? 'mx.google.com',
    },
  };
};
