import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { migrationsApplied } from '../db/migrate';
import { logger } from './logger';

export type ReadinessSources = {
  db: Database;
  /** `probe` throws when the job queue's database connection or schema does not answer. */
  jobs: { probe: () => Promise<void> };
};

type Failure = 'failed' | 'timed out';
export type Readiness = {
  ready: boolean;
  checks: {
    database: 'ok' | Failure;
    jobs: 'ok' | Failure;
    /** `pending`: the database lacks a migration this build ships. */
    migrations: 'ok' | 'pending' | Failure;
  };
};

// A probe must answer before the orchestrator's own timeout (Kubernetes: 1 s by default,
// usually raised): a stalled connection counts as down.
const CHECK_TIMEOUT_MS = 2_000;

const TIMED_OUT = Symbol('timed out');

const check = async <T extends string>(
  name: string,
  run: () => Promise<T>,
): Promise<T | Failure> => {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), CHECK_TIMEOUT_MS);
  });
  try {
    const outcome = await Promise.race([run(), deadline]);
    if (outcome !== TIMED_OUT) return outcome;
    logger.warn({ check: name }, 'readiness: check timed out');
    return 'timed out';
  } catch (err) {
    logger.warn({ err, check: name }, 'readiness: check failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Whether this process can do its work: the database answers, the job queue answers and the
 * database carries this build's migrations. Which part failed is named; why goes to the log.
 */
export const checkReadiness = async (sources: ReadinessSources): Promise<Readiness> => {
  const [database, jobs, migrations] = await Promise.all([
    check('database', async () => {
      await sources.db.execute(sql`select 1`);
      return 'ok' as const;
    }),
    check('jobs', async () => {
      await sources.jobs.probe();
      return 'ok' as const;
    }),
    check('migrations', async () =>
      (await migrationsApplied(sources.db)) ? ('ok' as const) : ('pending' as const),
    ),
  ]);
  const checks = { database, jobs, migrations };
  return { ready: Object.values(checks).every((result) => result === 'ok'), checks };
};
