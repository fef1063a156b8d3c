import {
  centsToAmount,
  getInvoiceDisplayStatus,
  HIGH_VALUE_PAYMENT_THRESHOLD_CENTS,
} from '@ap/domain';
import type { PayInvoiceParameters, PayInvoiceResponse } from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import { recordMutation } from '../audit/record-mutation';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/database';
import { tasks } from '../db/schema';
import { conflict, unprocessable } from '../http/api-error';
import { newId } from '../ids';
import { readOrganization } from '../organization/ensure-organization';
import { toTaskView } from '../tasks/task-view';
import { getInvoiceRow } from './invoice-queries';
import type { InvoiceRow } from './invoice-view';
import { toPaymentView } from './payment-view';
import { findLivePayment, queuePayment } from './queue-payment';

export const QUEUED_MESSAGE = 'Invoice is queued for payment!';

/** Only a Ready to Pay invoice (the display-status rule of @ap/domain) can be paid. */
const assertPayable = (invoice: InvoiceRow): void => {
  const display = getInvoiceDisplayStatus(invoice);
  if (display === 'Paid') throw conflict('Invoice is already paid');
  if (display === 'Processing') {
    throw unprocessable('Invoice is still processing: it has no checks yet');
  }
  if (display === 'Not Ready') {
    const failing = invoice.checks.filter((c) => c.status === 'failed' && !c.overridden);
    throw unprocessable(
      `Invoice is not ready to pay: failing checks: ${failing.map((c) => c.name).join(', ')}`,
      { failed_checks: failing.map((c) => c.name) },
    );
  }
  if (invoice.amountCents <= 0) throw unprocessable('Invoice amount must be above zero to pay');
};

/**
 * POST /api/invoices/{id}/pay. Idempotent: while a payment is live or an approval is
 * pending, repeat calls answer that same payment or task.
 */
export const payInvoice = async (
  db: Database,
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
  if (pendingApproval || highValue || org.paymentExecutionProtected) {
    const task = pendingApproval ?? (await draftPaymentApproval(db, caller, invoice));
    const reason = highValue
      ? 'payments over $10,000 always need approval'
      : 'executing a payment is protected';
    return {
      outcome: 'approval_required',
      message: `Payment needs approval (${reason}): a pending pay_invoice task awaits approval`,
      payment: null,
      task: toTaskView(task),
    };
  }
  const { payment } = await db.transaction((tx) => queuePayment(tx, caller, invoice));
  return {
    outcome: 'queued',
    message: QUEUED_MESSAGE,
    payment: toPaymentView(payment),
    task: null,
  };
};

/** Creates the pending pay_invoice task; the partial unique index keeps it single. */
const draftPaymentApproval = async (db: Database, caller: Caller, invoice: InvoiceRow) =>
  db.transaction(async (tx) => {
    const parameters: PayInvoiceParameters = {
      vendor_id: invoice.vendorId,
      invoice_number: invoice.invoiceNumber,
      invoice_id: invoice.id,
      amount: centsToAmount(invoice.amountCents),
    };
    const [created] = await tx
      .insert(tasks)
      .values({
        id: newId(),
        orgId: caller.orgId,
        taskType: 'pay_invoice',
        parameters,
        invoiceId: invoice.id,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await recordMutation(tx, caller, {
        action: 'task.create',
        entityType: 'task',
        entityId: created.id,
        after: { task_type: 'pay_invoice', invoice_id: invoice.id },
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
