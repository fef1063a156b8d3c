import { and, eq } from 'drizzle-orm';
import { payments, vendors } from '../db/schema';
import { findConnection } from '../integrations/connections';
import { MoovRefusal } from '../integrations/moov/moov-payments';
import type { PaymentRow } from '../invoices/payment-view';
import { sameBankDetails } from '../vendors/bank-details';
import { isoDate, type PaymentDeps } from './payment-deps';
import { failPaymentTasks, money, recordPaymentUpdate, workflowEvent } from './payment-runs';
import { markSubmitted } from './transfer-status';
import { ensureVendorDestination } from './vendor-destination';

/** Refused before or by Moov: the payment ends failed with the reason, nothing was paid. */
export const failPayment = async (
  deps: Pick<PaymentDeps, 'db'>,
  payment: PaymentRow,
  reason: string,
): Promise<void> =>
  deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'queued')))
      .returning();
    if (!row) return;
    const taskEvents = await failPaymentTasks(tx, row, reason);
    await recordPaymentUpdate(tx, row, {
      action: 'payment.fail',
      status: 'failed',
      summary: `Payment of ${money(row)} failed: ${reason}`,
      events: [
        workflowEvent(
          'Payment Failed',
          'error',
          `${reason}. Nothing was paid; the invoice can be paid again.`,
        ),
        ...taskEvents,
      ],
    });
  });

/** The payment is not sent yet (scheduled, or no payment account): said once as an event. */
const waitFor = async (
  deps: Pick<PaymentDeps, 'db'>,
  payment: PaymentRow,
  reason: string,
  eventType: 'warning' | 'other' = 'warning',
) =>
  deps.db.transaction(async (tx) => {
    if (payment.lastError === reason) return;
    const [row] = await tx
      .update(payments)
      .set({ lastError: reason, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'queued')))
      .returning();
    if (!row) return;
    await recordPaymentUpdate(tx, row, {
      action: 'payment.wait',
      audit: false,
      summary: `Payment of ${money(row)} waits: ${reason}`,
      events: [workflowEvent('Payment Waiting', eventType, reason)],
    });
  });

export const NO_PAYMENT_ACCOUNT =
  'No payment account is connected: the payment is sent once the organisation connects its bank account in Settings';

/**
 * Sends a queued payment to Moov: the vendor's bank account as the destination, the org's
 * connected account's ACH debit as the source, and the payment's idempotency key on the
 * transfer, so a retry after a crash (before the commit below) answers the same transfer.
 * Moov refusing ends the payment failed; Moov unreachable throws, and the job retries.
 */
export const submitPayment = async (deps: PaymentDeps, paymentId: string): Promise<void> => {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.status !== 'queued') return;
  if (payment.scheduledFor && payment.scheduledFor > isoDate()) {
    // The poll sends it on the day.
    const reason = `Scheduled: the payment is sent on ${payment.scheduledFor}, the invoice's payment date`;
    return waitFor(deps, payment, reason, 'other');
  }
  const connection = await findConnection(deps.db, payment.orgId, 'moov');
  if (!connection) return waitFor(deps, payment, NO_PAYMENT_ACCOUNT);
  const vendorId = payment.vendorId;
  const [vendor] = vendorId
    ? await deps.db
        .select()
        .from(vendors)
        .where(and(eq(vendors.orgId, payment.orgId), eq(vendors.id, vendorId)))
    : [];
  if (!vendor) return failPayment(deps, payment, 'The invoice has no vendor to pay');
  if (payment.bankDetailsFingerprint && !sameBankDetails(vendor, payment.bankDetailsFingerprint)) {
    return failPayment(
      deps,
      payment,
      "Payment refused: the vendor's bank details changed since this payment was approved",
    );
  }
  let transferId: string;
  try {
    const destination = await ensureVendorDestination(deps, vendor);
    const source = await deps.moov.findPaymentMethod(connection.externalId, 'ach-debit-fund');
    if (!source)
      throw new MoovRefusal(
        "The organisation's payment account has no bank account to pay from (no ACH debit payment method)",
      );
    transferId = await deps.moov.createTransfer({
      facilitatorAccountId: deps.config.moovFacilitatorAccountId,
      idempotencyKey: payment.idempotencyKey,
      sourcePaymentMethodId: source,
      destinationPaymentMethodId: destination,
      amountCents: payment.amountCents,
      currency: payment.currency,
      description: `Invoice payment ${payment.invoiceId}`.slice(0, 100),
      foreignId: payment.id,
    });
  } catch (err) {
    if (err instanceof MoovRefusal) return failPayment(deps, payment, err.message);
    throw err;
  }
  await markSubmitted(deps, payment, transferId, 'created');
};
