import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { startJobQueue } from '../src/jobs/job-queue';

let dir: string;
let database: DatabaseHandle;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ap-job-heartbeat-'));
  database = await openDatabase({ databaseUrl: undefined, pgliteDir: dir });
});

afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The queue's heartbeat as pg-boss stores it, after a start with `heartbeatSeconds`. */
const heartbeatAfterStart = async (heartbeatSeconds: number) => {
  const queue = await startJobQueue(database, {
    databaseUrl: undefined,
    runWorkers: false,
    heartbeatSeconds,
    definitions: [{ name: 'heartbeat-probe', handle: async () => undefined }],
  });
  await queue.stop();
  const { rows } = await (database.pglite as NonNullable<DatabaseHandle['pglite']>).query<{
    heartbeat_seconds: number | null;
  }>(`select heartbeat_seconds from pgboss.queue where name = 'heartbeat-probe'`);
  return rows[0]?.heartbeat_seconds;
};

it('a restart applies the heartbeat setting to queues an earlier start created', async () => {
  expect(await heartbeatAfterStart(0)).toBeNull();
  expect(await heartbeatAfterStart(30)).toBe(30);
  expect(await heartbeatAfterStart(45)).toBe(45);
  expect(await heartbeatAfterStart(0)).toBeNull();
});
