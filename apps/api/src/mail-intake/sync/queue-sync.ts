import type { JobSender } from '../../jobs/job-queue';
import { INTAKE_JOBS, type SyncJob } from '../intake-deps';

/** Queues a read of what is new in the org's mailbox (on connect, push and poll). */
export const queueMailboxSync = async (jobs: JobSender, orgId: string): Promise<void> => {
  const job: SyncJob = { orgId };
  await jobs.send(INTAKE_JOBS.sync, job);
};
