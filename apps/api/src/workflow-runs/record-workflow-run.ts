import type { WorkflowEvent, WorkflowOutcomes } from '@ap/domain/contract';
import type { Executor } from '../audit/record-mutation';
import { workflowRuns } from '../db/schema';
import { newId } from '../ids';

/** What starts a run (SPEC §3). */
export type WorkflowTrigger =
  | 'email_received'
  | 'user_message'
  | 'invoice_edited'
  | 'vendor_replied'
  | 'payment_update'
  // A person asked for it from the invoice (the Form W-9 and requisitioner buttons).
  | 'user_request';

/** One timeline entry, stamped now. */
export const workflowEvent = (
  node_name: string,
  event_type: WorkflowEvent['event_type'],
  message: string,
  at: Date = new Date(),
): WorkflowEvent => ({ node_name, event_type, message, timestamp: at.toISOString() });

/**
 * Writes one workflow run: every stage of the assistant (intake, checks, drafting, execution,
 * payment updates) records what it did through here, in the caller's transaction, so a run
 * exists exactly when its effects were committed.
 */
export const recordWorkflowRun = async (
  tx: Executor,
  run: {
    orgId: string;
    invoiceId: string | null;
    threadId?: string | null;
    trigger: WorkflowTrigger;
    summary: string;
    events: WorkflowEvent[];
    outcomes?: Partial<WorkflowOutcomes>;
    status?: 'completed' | 'failed';
    startedAt?: Date;
  },
): Promise<string> => {
  const id = newId();
  await tx.insert(workflowRuns).values({
    id,
    orgId: run.orgId,
    invoiceId: run.invoiceId,
    threadId: run.threadId ?? null,
    status: run.status ?? 'completed',
    trigger: run.trigger,
    summary: run.summary,
    events: run.events,
    outcomes: {
      fields_changed: run.outcomes?.fields_changed ?? {},
      checks: run.outcomes?.checks ?? [],
      tasks_created: run.outcomes?.tasks_created ?? [],
    },
    startedAt: run.startedAt ?? new Date(),
    completedAt: new Date(),
  });
  return id;
};
