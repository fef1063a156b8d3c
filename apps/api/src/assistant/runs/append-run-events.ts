import type { WorkflowEvent } from '@ap/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { workflowRuns } from '../../db/schema';

/**
 * Adds what happened after a run was committed (an unprotected action executed) to its
 * timeline, in order, and marks the run failed when one of them failed.
 */
export const appendRunEvents = async (
  db: Executor,
  orgId: string,
  runId: string,
  events: readonly WorkflowEvent[],
): Promise<void> => {
  if (events.length === 0) return;
  const failed = events.some((event) => event.event_type === 'error');
  await db
    .update(workflowRuns)
    .set({
      events: sql`${workflowRuns.events} || ${JSON.stringify(events)}::jsonb`,
      completedAt: new Date(),
      ...(failed ? { status: 'failed' } : {}),
    })
    .where(and(eq(workflowRuns.orgId, orgId), eq(workflowRuns.id, runId)));
};
