import { centsToAmount, formatCents } from '@ap/domain';
import type { WorkflowEvent } from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import { type Actor, type Executor, recordMutation } from '../audit/record-mutation';
import { invoices, tasks } from '../db/schema';
import type { PaymentRow } from '../invoices/payment-view';
import { recordWorkflowRun, workflowEvent } from '../workflow-runs/record-workflow-run';

/** Payments move on their own (jobs, webhooks): their audit rows name the payment system. */
export const paymentSystem = (orgId: string): Actor => ({
  orgId,
  userId: 'system:payments',
  email: null,
});

export const money = (payment: Pick<PaymentRow, 'amountCents' | 'currency'>) =>
  formatCents(payment.amountCents, payment.currency);

/**
 * One payment_update workflow run on the payment's invoice (in the caller's transaction), and
 * the audit row of the payment's change.
 */
export const recordPaymentUpdate = async (
  tx: Executor,
  payment: PaymentRow,
  run: {
    action: string;
    summary: string;
    events: WorkflowEvent[];
    status?: 'completed' | 'failed';
    fieldsChanged?: Record<string, string>;
    /** False for a note that changes no data (a payment still waiting). */
    audit?: boolean;
  },
): Promise<void> => {
  const [invoice] = await tx
    .select({ threadId: invoices.threadId })
    .from(invoices)
    .where(and(eq(invoices.orgId, payment.orgId), eq(invoices.id, payment.invoiceId)));
  await recordWorkflowRun(tx, {
    orgId: payment.orgId,
    invoiceId: payment.invoiceId,
    threadId: invoice?.threadId ?? null,
    trigger: 'payment_update',
    summary: run.summary,
    events: run.events,
    ...(run.fieldsChanged ? { outcomes: { fields_changed: run.fieldsChanged } } : {}),
    status: run.status ?? 'completed',
  });
  if (run.audit === false) return;
  await recordMutation(tx, paymentSystem(payment.orgId), {
    action: run.action,
    entityType: 'payment',
    entityId: payment.id,
    after: {
      invoice_id: payment.invoiceId,
      amount: centsToAmount(payment.amountCents),
      status: payment.status,
      transfer_id: payment.transferId,
      failure_reason: payment.failureReason,
    },
  });
};

export { workflowEvent };

/**
 * A payment the provider refused or failed after its pay_invoice task was executed: the task
 * ends `failed` with the provider's reason (its key is then free, so the assistant can draft
 * a new payment). Returns the events that say so.
 */
export const failPaymentTasks = async (
  tx: Executor,
  payment: PaymentRow,
  reason: string,
): Promise<WorkflowEvent[]> => {
  const failed = await tx
    .update(tasks)
    .set({ status: 'failed', errorMessage: `Payment failed at the provider: ${reason}` })
    .where(
      and(
        eq(tasks.orgId, payment.orgId),
        eq(tasks.invoiceId, payment.invoiceId),
        eq(tasks.taskType, 'pay_invoice'),
        eq(tasks.status, 'executed'),
      ),
    )
    .returning({ id: tasks.id });
  return failed.map((task) =>
    workflowEvent(
      'Payment Failed',
      'error',
      `pay_invoice task ${task.id} marked failed: ${reason}`,
    ),
  );
};
