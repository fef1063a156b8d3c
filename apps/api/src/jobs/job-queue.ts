import { setImmediate } from 'node:timers/promises';
import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/database';
import type { QueueCounts } from '../observability/database-gauges';
import { runObservedJob } from '../observability/job-instrumentation';
import { logger } from '../observability/logger';
import { jobTurns } from './job-turns';

/** One kind of background job: its queue name, handler and how it retries or recurs. */
export type JobDefinition<T extends object = object> = {
  name: string;
  handle: (data: T) => Promise<void>;
  /** Jobs of this kind one process runs at once (default 1). */
  concurrency?: number;
  /**
   * Jobs one fetch claims (default 1). A batch runs its jobs side by side and settles each on
   * its own (a failure retries that job only), so one process runs up to concurrency ×
   * batchSize at once for one fetch query and one settle query per batch.
   */
  batchSize?: number;
  /**
   * Seconds between an idle worker's looks for jobs of this kind (default 0.5). A NOTIFY wakes
   * it at once when a job is sent; the look is the floor for what sends none (a retry's delayed
   * start). Each look is one query per process, so kinds sent rarely look less often.
   */
  idlePollSeconds?: number;
  /**
   * Whether sending a job wakes idle workers at once (NOTIFY; default true). A NOTIFY wakes every
   * worker of the kind in every process, most of them to find nothing: a kind whose start may
   * wait out one poll (a review after the invoice is listed) is cheaper found by the poll.
   */
  wakeOnSend?: boolean;
  /** Attempts after the first failure (default 3, with exponential back-off). */
  retryLimit?: number;
  /**
   * Its jobs are mostly database work: on the embedded database, whose one connection runs one
   * statement at a time, the process runs them one at a time (concurrency and batchSize apply on
   * PostgreSQL), as more at once would only queue ahead of requests.
   */
  databaseBound?: boolean;
  /**
   * Kinds this kind lets go first: each of its jobs starts once no job of theirs runs in this
   * process (waiting at most YIELD_AT_MOST_MS). Reviews yield to reading mail: on the embedded
   * database every transaction takes turns on one connection, and a burst's invoices are listed
   * sooner when the reviews of the first ones wait for the rest to be read.
   */
  yieldsTo?: readonly string[];
  /** Cron expression: pg-boss enqueues the job on this schedule, once across all processes. */
  schedule?: string;
  /**
   * pg-boss queue policy (default `standard`). `stately` keeps at most one queued and one
   * active job per `singletonKey`, so a burst of sends for the same key costs one run.
   */
  policy?: 'standard' | 'stately';
};

/** Enqueues jobs; every process can send, only workers run them. */
export type JobSender = {
  send: <T extends object>(
    name: string,
    data: T,
    options?: { singletonKey?: string },
  ) => Promise<void>;
  /**
   * Several jobs of one kind in one statement and one NOTIFY (a sent job wakes every idle
   * worker of its kind in every process). A `stately` kind keeps the key's job already queued.
   */
  sendMany: <T extends object>(
    name: string,
    jobs: readonly { data: T; singletonKey?: string }[],
  ) => Promise<void>;
};

export type JobQueue = JobSender & {
  stop: () => Promise<void>;
  /** Throws unless the queue's database answers with pg-boss's schema (readiness). */
  probe: () => Promise<void>;
  /** Jobs queued, running and failed per queue, from pg-boss's own counts (metrics). */
  queueCounts: () => Promise<QueueCounts[]>;
};

// Long enough for a burst of mail to be read; short enough that a steady stream of it does not
// hold back the kinds that yield to it.
const YIELD_AT_MOST_MS = 5_000;

/**
 * pg-boss on the product's own database: in-process on PGlite (its one connection is shared),
 * or on PostgreSQL where any number of API and worker processes share the queues. Jobs wake
 * workers through LISTEN/NOTIFY, with polling as the floor.
 */
export const startJobQueue = async (
  handle: DatabaseHandle,
  options: {
    databaseUrl: string | undefined;
    runWorkers: boolean;
    definitions: JobDefinition[];
    /** See ApiConfig['jobs']. */
    heartbeatSeconds: number;
    superviseIntervalSeconds?: number | undefined;
  },
): Promise<JobQueue> => {
  // Expiry and heartbeat failures run in the monitor pass of each queue, which is as far apart
  // as the longer of the two intervals: both follow the setting.
  const supervise = options.superviseIntervalSeconds
    ? {
        superviseIntervalSeconds: options.superviseIntervalSeconds,
        monitorIntervalSeconds: options.superviseIntervalSeconds,
      }
    : {};
  const boss = handle.pglite
    ? new PgBoss({
        db: fromPglite(handle.pglite),
        backend: 'pglite',
        useListenNotify: true,
        ...supervise,
      })
    : new PgBoss({
        connectionString: options.databaseUrl,
        useListenNotify: true,
        max: 4,
        application_name: 'ap-jobs',
        ...supervise,
      });
  // 0 is off: pg-boss's null (no heartbeat; the 15-minute expiry bounds a job).
  const heartbeatSeconds = options.heartbeatSeconds || null;
  boss.on('error', (err) => logger.error({ err }, 'jobs: pg-boss reported an error'));
  await boss.start();
  const turns = jobTurns();
  for (const definition of options.definitions) {
    const run = async (job: { id: string; data: object }) => {
      // Requests waiting on the event loop go first: on the embedded database a job's queries
      // resolve without I/O, so jobs run back to back would hold the loop until all are done.
      await setImmediate();
      if (definition.yieldsTo) await turns.after(definition.yieldsTo, YIELD_AT_MOST_MS);
      await turns.counted(definition.name, () =>
        runObservedJob(definition.name, job, definition.handle),
      );
    };
    const notify = definition.wakeOnSend ?? true;
    await boss.createQueue(definition.name, {
      notify,
      policy: definition.policy ?? 'standard',
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: 1,
      retryBackoff: true,
      ...(heartbeatSeconds ? { heartbeatSeconds } : {}),
    });
    // createQueue leaves a queue made by an earlier version as it was: the heartbeat set now
    // (or turned off with null) and the wake-up apply to it too, from the next job sent.
    await boss.updateQueue(definition.name, {
      // pg-boss's types omit the null its updateQueue accepts to clear the heartbeat.
      heartbeatSeconds: heartbeatSeconds as number,
      notify,
    });
    if (definition.schedule) await boss.schedule(definition.name, definition.schedule, {});
    if (!options.runWorkers) continue;
    const idlePollSeconds = definition.idlePollSeconds ?? 0.5;
    const oneAtATime = Boolean(handle.pglite && definition.databaseBound);
    const polling = {
      localConcurrency: oneAtATime ? 1 : (definition.concurrency ?? 1),
      pollingIntervalSeconds: idlePollSeconds,
      // With NOTIFY on, pg-boss would look only every 30 s between notifications.
      notifyPollingIntervalSeconds: idlePollSeconds,
    };
    const batchSize = oneAtATime ? 1 : (definition.batchSize ?? 1);
    if (batchSize > 1)
      await boss.work<object>(
        definition.name,
        // A full batch says more is waiting: fetch the next at once instead of after the poll.
        { ...polling, batchSize, perJobResults: true, burstWhenBatchFull: true },
        (batch) =>
          Promise.all(
            batch.map((job) =>
              run(job).then(
                () => ({ id: job.id, status: 'completed' as const }),
                (err: Error) => ({
                  id: job.id,
                  status: 'failed' as const,
                  output: { message: err.message },
                }),
              ),
            ),
          ),
      );
    else
      await boss.work<object>(definition.name, polling, async ([job]) => {
        if (job) await run(job);
        // A worker that got a job looks again as soon as it is done, as pg-boss's
        // burstWhenBatchFull does for batches (it ignores that at one job a fetch): else it waits
        // out the poll, and a burst larger than the concurrency waits seconds for free slots. An
        // empty look ends it. Every busy worker of the kind is marked; pg-boss clears the mark
        // at each fetch, so each still looks once after its own job.
        for (const worker of boss.getWipData())
          if (worker.name === definition.name && worker.count > 0) boss.notifyWorker(worker.id);
      });
  }
  let stopped = false;
  return {
    send: async (name, data, sendOptions) => {
      await boss.send(name, data, sendOptions ?? {});
    },
    sendMany: async (name, jobs) => {
      if (jobs.length === 0) return;
      // insert() takes the queue's retry and heartbeat settings as send() does.
      await boss.insert(
        name,
        jobs.map(({ data, singletonKey }) => (singletonKey ? { data, singletonKey } : { data })),
      );
    },
    stop: async () => {
      stopped = true;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    probe: async () => {
      if (stopped) throw new Error('the job queue is stopped');
      if (!(await boss.isInstalled())) throw new Error("pg-boss's schema is missing");
    },
    queueCounts: async () =>
      (await boss.getQueues())
        .filter((queue) => !queue.name.startsWith('__pgboss')) // pg-boss's own bookkeeping
        .map((queue) => ({
          queue: queue.name,
          queued: queue.queuedCount,
          active: queue.activeCount,
          failed: queue.failedCount,
        })),
  };
};
