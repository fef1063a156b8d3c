import type { JobSender } from '../../jobs/job-queue';
import { INTAKE_JOBS, type SyncJob } from '../intake-deps';

/**
 * Queues a read of what is new in the org's mailbox (on connect, push and poll). Keyed by org:
 * while one waits, another adds nothing (the waiting one reads everything new when it runs).
 */
export const queueMailboxSync = async (jobs: JobSender, orgId: string): Promise<void> => {
  const job: SyncJob = { orgId };
  await jobs.send(INTAKE_JOBS.sync, job, { singletonKey: orgId });
};
