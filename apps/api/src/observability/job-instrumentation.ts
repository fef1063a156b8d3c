import { withLogContext } from './log-context';
import { logger } from './logger';
import { jobDuration, jobRuns, secondsSince } from './metrics';

const orgIdOf = (data: object): string | undefined => {
  const orgId = (data as { orgId?: unknown }).orgId;
  return typeof orgId === 'string' ? orgId : undefined;
};

/**
 * Runs one job with its id, queue and organisation on every log line it writes, counted and
 * timed by queue. A failure is logged and rethrown, so pg-boss retries it as the queue says.
 */
export const runObservedJob = (
  queue: string,
  job: { id: string; data: object },
  handle: (data: object) => Promise<void>,
): Promise<void> =>
  withLogContext(
    () => ({ jobId: job.id, queue, orgId: orgIdOf(job.data) }),
    async () => {
      const started = process.hrtime.bigint();
      try {
        await handle(job.data);
        jobRuns.inc({ queue, outcome: 'completed' });
        logger.debug({ ms: Math.round(secondsSince(started) * 1000) }, 'job completed');
      } catch (err) {
        jobRuns.inc({ queue, outcome: 'failed' });
        logger.warn({ err }, 'job failed');
        throw err;
      } finally {
        jobDuration.observe({ queue }, secondsSince(started));
      }
    },
  );
