import { eq } from 'drizzle-orm';
import { integrationConnections } from '../db/schema';
import type { JobDefinition } from '../jobs/job-queue';
import type { IntakeDeps } from './intake-deps';
import { INTAKE_JOBS, messageJobSchema, queueMailboxSync, syncJobSchema } from './intake-queue';
import { processMessage } from './processing/process-message';
import { syncMailbox } from './sync/sync-mailbox';

/**
 * Mail intake's worker registration (jobs/start-background.ts is its only importer): sync a
 * mailbox, process a message, and the periodic fallback poll.
 */
export const intakeJobs = (deps: IntakeDeps): JobDefinition[] => [
  {
    name: INTAKE_JOBS.sync,
    // A push and the poll may race; the message claim keeps that harmless. `stately` with the
    // org as key: a burst of pushes while a sync runs costs one more sync, not one a push.
    concurrency: 2,
    batchSize: 4,
    policy: 'stately',
    // A push or the poll's send wakes the workers (NOTIFY): their own looks only find a retry.
    idlePollSeconds: 2,
    handle: (data) => syncMailbox(deps, syncJobSchema.parse(data).orgId),
  },
  {
    name: INTAKE_JOBS.message,
    // Most of a message's time is spent waiting (Gmail, the database): many at once per
    // process. Claimed one a worker: a batch is fetched again only once all of it is done, so a
    // message queued behind a batch waited for its slowest mail while slots sat free.
    concurrency: 8,
    // Sent by a sync, which wakes the workers (NOTIFY); a worker whose message took longer than
    // this looks again at once. Each idle worker looks every 2 s, the eight four times a second
    // in all: at 0.5 s their looks alone kept a tenth of a core busy on an idle PGlite server.
    idlePollSeconds: 2,
    // Syncs racing over one history queue a message once more at most (the claim decides).
    policy: 'stately',
    handle: (data) => processMessage(deps, messageJobSchema.parse(data)),
  },
  {
    name: INTAKE_JOBS.poll,
    schedule: deps.config.mailIntake.pollCron,
    retryLimit: 0,
    // Sent by its cron only (minutes apart): idle workers need not look for it twice a second.
    idlePollSeconds: 5,
    handle: async () => {
      const connected = await deps.db
        .select({ orgId: integrationConnections.orgId })
        .from(integrationConnections)
        .where(eq(integrationConnections.service, 'gmail'));
      for (const { orgId } of connected) await queueMailboxSync(deps.jobs, orgId);
    },
  },
];
