import { centsToAmount, HIGH_VALUE_PAYMENT_THRESHOLD_CENTS, hasOrgRoleAtLeast } from '@ap/domain';
import {
  PAY_WITHOUT_APPROVAL_MINIMUM_ROLE,
  type PayInvoiceParameters,
  type PayInvoiceResponse,
} from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import { type Actor, recordMutation } from '../audit/record-mutation';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/database';
import { invoices, tasks } from '../db/schema';
import { newId } from '../ids';
import type { JobSender } from '../jobs/job-queue';
import { readOrganization } from '../organization/ensure-organization';
import { findInvoiceVendor, paymentBindingOf } from '../payments/payment-binding';
import { announceQueuedPayment } from '../payments/payment-queue';
import { toTaskView } from '../tasks/task-view';
import { getInvoiceRow } from './invoice-queries';
import type { InvoiceRow } from './invoice-view';
import { assertPayable } from './payability';
import { toPaymentView } from './payment-view';
import { findLivePayment, queuePayment } from './queue-payment';

export const QUEUED_MESSAGE = 'Invoice is queued for payment!';

/**
 * POST /api/invoices/{id}/pay. Idempotent: while a payment is live or an approval is
 * pending, repeat calls answer that same payment or task.
 */
export const payInvoice = async (
  { db, jobs }: { db: Database; jobs: JobSender },
  caller: Caller,
  id: string,
): Promise<PayInvoiceResponse> => {
  const invoice = await getInvoiceRow(db, caller.orgId, id);
  assertPayable(invoice);
  const org = await readOrganization(db, caller.orgId);
  const highValue = invoice.amountCents > HIGH_VALUE_PAYMENT_THRESHOLD_CENTS;
  const live = await findLivePayment(db, invoice.id);
  if (live)
    return { outcome: 'queued', message: QUEUED_MESSAGE, payment: toPaymentView(live), task: null };
  const [pendingApproval] = await db
    .select()
    .from(tasks)
    .where(
      and(eq(tasks.invoiceId, id), eq(tasks.taskType, 'pay_invoice'), eq(tasks.status, 'pending')),
    );
  const memberRequest = !hasOrgRoleAtLeast(caller.membership, PAY_WITHOUT_APPROVAL_MINIMUM_ROLE);
  if (pendingApproval || highValue || org.paymentExecutionProtected || memberRequest) {
    const task =
      pendingApproval ?? (await draftPaymentApproval(db, caller, invoice, caller.userId));
    const reason = highValue
      ? 'payments over $10,000 always need approval'
      : org.paymentExecutionProtected
        ? 'executing a payment is protected'
        : `a payment asked for by a ${caller.membership.userAssignedRole} needs an Admin's approval`;
    return {
      outcome: 'approval_required',
      message: `Payment needs approval (${reason}): a pending pay_invoice task awaits approval`,
      payment: null,
      task: toTaskView(task),
    };
  }
  const { payment, created } = await db.transaction((tx) => queuePayment(tx, caller, invoice));
  if (created) await announceQueuedPayment({ jobs }, payment.id);
  return {
    outcome: 'queued',
    message: QUEUED_MESSAGE,
    payment: toPaymentView(payment),
    task: null,
  };
};

/**
 * Creates the pending pay_invoice task, bound to the invoice's amount, currency, vendor and
 * the vendor's bank details as they are now; the partial unique index keeps it single.
 * `requestedBy` is the user who asked for the payment (null: the assistant or a re-draft).
 */
export const draftPaymentApproval = async (
  db: Database,
  caller: Actor,
  invoice: InvoiceRow,
  requestedBy: string | null,
) =>
  db.transaction(async (tx) => {
    // The invoice row first, as the checks stage does before it drafts (recomputeInvoices):
    // taken in the other order, this insert's foreign-key check and the assistant's draft of
    // the same pay_invoice task waited on each other (a deadlock, answered 409).
    await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.orgId, caller.orgId), eq(invoices.id, invoice.id)))
      .for('update');
    const parameters: PayInvoiceParameters = {
      vendor_id: invoice.vendorId,
      invoice_number: invoice.invoiceNumber,
      invoice_id: invoice.id,
      amount: centsToAmount(invoice.amountCents),
      currency: invoice.currency,
    };
    const paymentBinding = paymentBindingOf(invoice, await findInvoiceVendor(tx, invoice));
    const [created] = await tx
      .insert(tasks)
      .values({
        id: newId(),
        orgId: caller.orgId,
        taskType: 'pay_invoice',
        parameters,
        invoiceId: invoice.id,
        requestedByUserId: requestedBy,
        paymentBinding,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await recordMutation(tx, caller, {
        action: 'task.create',
        entityType: 'task',
        entityId: created.id,
        after: { task_type: 'pay_invoice', invoice_id: invoice.id, parameters },
      });
      return created;
    }
    const [existing] = await tx
      .select()
      .from(tasks)
      .where(
        and(
          eq(tasks.invoiceId, invoice.id),
          eq(tasks.taskType, 'pay_invoice'),
          eq(tasks.status, 'pending'),
        ),
      );
    if (!existing) throw new Error(`pending payment task of ${invoice.id} vanished`);
    return existing;
  });
