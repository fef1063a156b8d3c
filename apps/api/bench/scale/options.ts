import { parseArgs } from 'node:util';

/** What one `bench:scale` invocation measures (see the API README's "Throughput"). */
export type ScaleOptions = {
  /** E-mails sent in each run (one run per worker count). */
  emails: number;
  organizations: number;
  apis: number;
  workerCounts: number[];
  /** Workers of the extra run in which one is SIGKILLed mid-load (0: no such run). */
  killRunWorkers: number;
  /** The first e-mails of a run are sent at `rate` a second (the latency figure)... */
  paced: number;
  rate: number;
  /** ...the next ones as fast as the SMTP connections take them, while the workers run... */
  smtpConnections: number;
  /** ...and the last `backlog` while no worker runs, then cleared (the capacity figure). */
  backlog: number;
  /** How often the bench asks an organisation's list what changed (ms). */
  pollMs: number;
  /** At most this many list requests a second, all organisations together. */
  pollBudget: number;
  /** PostgreSQL server (a database is created per run and dropped after). */
  adminUrl: string;
  /** Run the sources with tsx instead of the production build. */
  sources: boolean;
  /** JOBS_ACTIVE_WORKERS_PER_HOST of the workers; undefined: the product's default. */
  activeWorkersPerHost: number | undefined;
  /** Write a CPU profile of each worker (node --cpu-prof) into this folder. */
  cpuProfDir: string | undefined;
};

const list = (text: string) =>
  text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

export const readOptions = (argv: string[]): ScaleOptions => {
  const { values } = parseArgs({
    args: argv,
    options: {
      emails: { type: 'string', default: '2000' },
      orgs: { type: 'string', default: '20' },
      apis: { type: 'string', default: '2' },
      workers: { type: 'string', default: '1,2,4' },
      'kill-run': { type: 'string', default: '2' },
      paced: { type: 'string', default: '100' },
      rate: { type: 'string', default: '5' },
      smtp: { type: 'string', default: '4' },
      backlog: { type: 'string', default: '1000' },
      'poll-ms': { type: 'string', default: '250' },
      'poll-budget': { type: 'string', default: '10' },
      sources: { type: 'boolean', default: false },
      'active-per-host': { type: 'string' },
      'cpu-prof': { type: 'string' },
    },
    allowPositionals: false,
  });
  const emails = Number(values.emails);
  const options: ScaleOptions = {
    emails,
    organizations: Number(values.orgs),
    apis: Number(values.apis),
    workerCounts: list(values.workers),
    killRunWorkers: Number(values['kill-run']),
    paced: Math.min(Number(values.paced), emails),
    rate: Number(values.rate),
    smtpConnections: Number(values.smtp),
    backlog: Number(values.backlog),
    pollMs: Number(values['poll-ms']),
    pollBudget: Number(values['poll-budget']),
    adminUrl: adminUrl(),
    sources: values.sources,
    activeWorkersPerHost:
      values['active-per-host'] === undefined ? undefined : Number(values['active-per-host']),
    cpuProfDir: values['cpu-prof'],
  };
  const whole = [options.emails, options.organizations, options.apis, options.smtpConnections];
  if (!whole.every((n) => Number.isInteger(n) && n > 0) || options.rate <= 0)
    throw new Error('--emails, --orgs, --apis, --smtp and --rate must be positive numbers');
  if (!Number.isInteger(options.backlog) || options.backlog < 0)
    throw new Error('--backlog must be a whole number (0: no backlog part)');
  return options;
};

/**
 * The server to create the bench's databases on: DATABASE_URL's server (its database is only
 * where we connect to create others), else the local one with trust auth.
 */
const adminUrl = () => {
  const given = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  return given;
};
