import { z } from 'zod';
import type { JobSender } from '../jobs/job-queue';

/**
 * Mail intake's queued jobs: their names, payloads and the functions that queue them. The
 * worker's registration (intake-jobs.ts) imports this module, never the reverse.
 */
export const INTAKE_JOBS = {
  /** Read what is new in the org's mailbox and queue each message. */
  sync: 'mail-intake-sync',
  /** Read one message and turn its invoices into data. */
  message: 'mail-intake-message',
  /** The fallback poll (no payload); queues a sync of every connected mailbox. */
  poll: 'mail-intake-poll',
} as const;

export const syncJobSchema = z.object({ orgId: z.string() });
export type SyncJob = z.infer<typeof syncJobSchema>;

export const messageJobSchema = z.object({ orgId: z.string(), gmailMessageId: z.string() });
export type MessageJob = z.infer<typeof messageJobSchema>;

/**
 * Queues a read of what is new in the org's mailbox (on connect, push and poll). Keyed by org:
 * while one waits, another adds nothing (the waiting one reads everything new when it runs).
 */
export const queueMailboxSync = async (jobs: JobSender, orgId: string): Promise<void> => {
  const job: SyncJob = { orgId };
  await jobs.send(INTAKE_JOBS.sync, job, { singletonKey: orgId });
};

/**
 * Queues the reading of messages, oldest first so invoices appear in the order they arrived;
 * all in one insert. The message job's own claim makes a message queued twice (two syncs
 * racing) harmless.
 */
export const queueMessages = (
  jobs: JobSender,
  orgId: string,
  gmailMessageIds: readonly string[],
): Promise<void> =>
  jobs.sendMany<MessageJob>(
    INTAKE_JOBS.message,
    [...gmailMessageIds].reverse().map((gmailMessageId) => ({
      data: { orgId, gmailMessageId },
      singletonKey: `${orgId}:${gmailMessageId}`,
    })),
  );
