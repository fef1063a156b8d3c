import { and, eq, inArray } from 'drizzle-orm';
import { recordMutation } from '../audit/record-mutation';
import { invoices, payments } from '../db/schema';
import type { TransferState } from '../integrations/moov/moov-payments';
import type { PaymentRow } from '../invoices/payment-view';
import { arrivalDateOf, isoDate, type PaymentDeps } from './payment-deps';
import { queueBooking } from './payment-queue';
import {
  failPaymentTasks,
  money,
  paymentSystem,
  recordPaymentUpdate,
  workflowEvent,
} from './payment-runs';

const FAILED = ['failed', 'reversed', 'canceled'];

/** The payment a transfer belongs to: by transfer id, else by the foreignID it was created with. */
export const findPaymentOfTransfer = async (
  deps: Pick<PaymentDeps, 'db'>,
  transferId: string,
  foreignId: string | null,
): Promise<PaymentRow | undefined> => {
  const [byTransfer] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.transferId, transferId));
  if (byTransfer || !foreignId) return byTransfer;
  const [byForeignId] = await deps.db.select().from(payments).where(eq(payments.id, foreignId));
  return byForeignId && (!byForeignId.transferId || byForeignId.transferId === transferId)
    ? byForeignId
    : undefined;
};

/**
 * Moves the payment to what Moov says of its transfer. Every step is a conditional update,
 * so a repeated webhook, a poll and a webhook racing, or a replay change nothing twice:
 * completed → payment completed, invoice paid with its payment date (the day it was sent)
 * and arrival date (+4 days); failed, returned or canceled → payment failed with Moov's
 * reason, the invoice as it was before (payable again).
 */
export const applyTransferState = async (
  deps: Pick<PaymentDeps, 'db' | 'jobs'>,
  payment: PaymentRow,
  transfer: TransferState,
): Promise<void> => {
  const now = new Date();
  if (transfer.status === 'completed') {
    const completed = await deps.db.transaction(async (tx) => {
      const where = and(
        eq(payments.id, payment.id),
        inArray(payments.status, ['queued', 'pending']),
      );
      const [current] = await tx.select().from(payments).where(where).for('update');
      if (!current) return false;
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.orgId, payment.orgId), eq(invoices.id, payment.invoiceId)));
      const paymentDate = isoDate(current.submittedAt ?? transfer.completedOn ?? now);
      const arrivalDate = arrivalDateOf(paymentDate);
      const [row] = await tx
        .update(payments)
        .set({
          status: 'completed',
          transferId: transfer.transferId,
          providerStatus: transfer.status,
          completedAt: transfer.completedOn ?? now,
          paymentDate,
          arrivalDate,
          invoiceStatusBefore: invoice?.status ?? null,
          lastError: null,
          updatedAt: now,
        })
        .where(where)
        .returning();
      if (!row) return false;
      if (invoice) {
        const [after] = await tx
          .update(invoices)
          .set({ status: 'paid', paymentSendDate: paymentDate, updatedAt: now })
          .where(eq(invoices.id, invoice.id))
          .returning();
        await recordMutation(tx, paymentSystem(payment.orgId), {
          action: 'invoice.paid',
          entityType: 'invoice',
          entityId: invoice.id,
          before: { status: invoice.status, payment_send_date: invoice.paymentSendDate },
          after: { status: after?.status, payment_send_date: after?.paymentSendDate },
        });
      }
      await recordPaymentUpdate(tx, row, {
        action: 'payment.complete',
        summary: `Payment of ${money(row)} completed: sent ${paymentDate}, arrives ${arrivalDate}`,
        events: [
          workflowEvent(
            'Payment Completed',
            'completed',
            `ACH transfer ${transfer.transferId} completed: ${money(row)} sent ${paymentDate}, arrival date ${arrivalDate}. Invoice marked paid.`,
          ),
        ],
        fieldsChanged: { 'Invoice Status': 'paid', 'Payment Send Date': paymentDate },
      });
      return true;
    });
    if (completed) await queueBooking(deps.jobs, 'payment', payment.id);
    return;
  }
  if (FAILED.includes(transfer.status)) {
    const reason = transfer.failureReason ?? `Transfer ${transfer.status}`;
    await deps.db.transaction(async (tx) => {
      const where = and(
        eq(payments.id, payment.id),
        inArray(payments.status, ['queued', 'pending', 'completed']),
      );
      const [current] = await tx.select().from(payments).where(where).for('update');
      if (!current) return;
      const [row] = await tx
        .update(payments)
        .set({
          status: 'failed',
          transferId: transfer.transferId,
          providerStatus: transfer.status,
          failureReason: reason,
          updatedAt: now,
        })
        .where(where)
        .returning();
      if (!row) return;
      // A transfer returned after it completed takes the invoice back from paid.
      if (current.status === 'completed') {
        await tx
          .update(invoices)
          .set({ status: current.invoiceStatusBefore ?? 'sent', updatedAt: now })
          .where(and(eq(invoices.id, payment.invoiceId), eq(invoices.status, 'paid')));
      }
      const taskEvents = await failPaymentTasks(tx, row, reason);
      await recordPaymentUpdate(tx, row, {
        action: 'payment.fail',
        status: 'failed',
        summary: `Payment of ${money(row)} failed: ${reason}`,
        events: [
          workflowEvent(
            'Payment Failed',
            'error',
            `ACH transfer ${transfer.transferId} ${transfer.status}: ${reason}. The invoice was not paid and can be paid again.`,
          ),
          ...taskEvents,
        ],
      });
    });
    return;
  }
  // created, pending, queued: a payment that lost its commit after Moov made the transfer.
  await markSubmitted(deps, payment, transfer.transferId, transfer.status);
};

/** queued → pending with the transfer's id, once; records the submission's workflow run. */
export const markSubmitted = async (
  deps: Pick<PaymentDeps, 'db'>,
  payment: PaymentRow,
  transferId: string,
  providerStatus: string,
): Promise<boolean> =>
  deps.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(payments)
      .set({
        status: 'pending',
        transferId,
        providerStatus,
        submittedAt: now,
        lastError: null,
        updatedAt: now,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'queued')))
      .returning();
    if (!row) return false;
    await recordPaymentUpdate(tx, row, {
      action: 'payment.submit',
      summary: `Payment of ${money(row)} sent to Moov as an ACH transfer`,
      events: [
        workflowEvent(
          'Payment Submitted',
          'completed',
          `ACH transfer ${transferId} of ${money(row)} created at Moov (idempotency key ${row.idempotencyKey}); the invoice is paid when it completes.`,
        ),
      ],
    });
    return true;
  });
