import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { type JobDefinition, type JobQueue, startJobQueue } from '../src/jobs/job-queue';
import { jobTurns } from '../src/jobs/job-turns';

// How the job workers share one process: a burst larger than a kind's concurrency, a kind that
// lets another go first, and database-bound kinds on the embedded database.
let dir: string;
let database: DatabaseHandle;
let queue: JobQueue | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ap-job-workers-'));
  database = await openDatabase({ databaseUrl: undefined, pgliteDir: dir });
});

afterEach(async () => {
  await queue?.stop();
  queue = undefined;
});

afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const start = async (definitions: JobDefinition[]) => {
  queue = await startJobQueue(database, {
    databaseUrl: undefined,
    runWorkers: true,
    heartbeatSeconds: 0,
    definitions,
  });
  return queue;
};

/** Resolves once `done` holds, failing after `ms`. */
const until = async (done: () => boolean, what: string, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(20);
  }
};

it('jobs beyond a kind’s concurrency start as soon as a worker is free, not after its poll', async () => {
  const done: number[] = [];
  const jobs = await start([
    {
      name: 'burst-probe',
      concurrency: 1,
      // A look every 30 s: the test fails if the second job waits for it.
      idlePollSeconds: 30,
      handle: async (data) => {
        await sleep(30);
        done.push((data as { n: number }).n);
      },
    },
  ]);
  await jobs.sendMany(
    'burst-probe',
    [1, 2, 3, 4].map((n) => ({ data: { n } })),
  );
  await until(() => done.length === 4, 'four jobs done one after another');
  expect([...done].sort()).toEqual([1, 2, 3, 4]);
});

it('a kind that yields to another starts its jobs once that kind’s jobs are done', async () => {
  const events: string[] = [];
  const jobs = await start([
    {
      name: 'reading-probe',
      concurrency: 2,
      handle: async (data) => {
        events.push(`read ${(data as { n: number }).n} started`);
        await sleep(1_500);
        events.push(`read ${(data as { n: number }).n} done`);
      },
    },
    {
      name: 'review-probe',
      yieldsTo: ['reading-probe'],
      handle: async () => {
        events.push('review started');
      },
    },
  ]);
  await jobs.sendMany('reading-probe', [{ data: { n: 1 } }, { data: { n: 2 } }]);
  await until(() => events.filter((event) => event.endsWith('started')).length === 2, 'reading');
  await jobs.send('review-probe', {});
  await until(() => events.length === 5, 'the reading and the review');
  expect(events.slice(2)).toEqual(
    expect.arrayContaining(['read 1 done', 'read 2 done', 'review started']),
  );
  expect(events.at(-1)).toBe('review started');
});

it('a database-bound kind runs one job at a time on the embedded database', async () => {
  let running = 0;
  let most = 0;
  let done = 0;
  const jobs = await start([
    {
      name: 'database-probe',
      concurrency: 2,
      batchSize: 4,
      databaseBound: true,
      handle: async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(20);
        running -= 1;
        done += 1;
      },
    },
  ]);
  await jobs.sendMany(
    'database-probe',
    Array.from({ length: 6 }, (_, n) => ({ data: { n } })),
  );
  await until(() => done === 6, 'six jobs');
  expect(most).toBe(1);
});

it('a yielding job waits at most its limit for a kind that keeps running', async () => {
  const turns = jobTurns();
  let release: () => void = () => undefined;
  const reading = turns.counted(
    'reading',
    () => new Promise<void>((resolve) => (release = resolve)),
  );
  const started = Date.now();
  await turns.after(['reading'], 200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  release();
  await reading;
  const again = Date.now();
  await turns.after(['reading'], 5_000);
  expect(Date.now() - again).toBeLessThan(100);
});
