import type { PaymentStatus } from '@ap/domain/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { invoices } from './invoices';

/** A payment of an invoice: queued, sent to Moov as an ACH transfer, then completed or failed. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('queued'),
    /** Sent to the provider as x-idempotency-key. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The payee and its bank details as they were when the payment was queued. */
    vendorId: text('vendor_id'),
    bankDetailsFingerprint: text('bank_details_fingerprint'),
    /** Not sent before this date (the invoice's payment_send_date when it was in the future). */
    scheduledFor: date('scheduled_for', { mode: 'string' }),
    /** Moov's transfer and its last known status (created, pending, completed, failed, ...). */
    transferId: text('transfer_id'),
    providerStatus: text('provider_status'),
    /** Why the provider failed or returned the transfer. */
    failureReason: text('failure_reason'),
    /** Why the payment is still waiting (shown once as a workflow event). */
    lastError: text('last_error'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The day the money was sent, and that day + 4 (SPEC §5 arrival date). */
    paymentDate: date('payment_date', { mode: 'string' }),
    arrivalDate: date('arrival_date', { mode: 'string' }),
    /** The invoice's status before it became paid, restored if the transfer is returned later. */
    invoiceStatusBefore: text('invoice_status_before'),
    qboBillPaymentId: text('qbo_bill_payment_id'),
    /** QuickBooks refused the bill or bill payment (the poll stops retrying it). */
    qboError: text('qbo_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_org_idx').on(table.orgId),
    // An invoice's payment; the jobs' sweep by status and age (migration 0014).
    index('payments_invoice_idx').on(table.invoiceId),
    index('payments_status_updated_idx').on(table.status, table.updatedAt),
    // The 1099 report: a year's completed payments by payee (migration 0013).
    index('payments_org_vendor_date_idx')
      .on(table.orgId, table.vendorId, table.paymentDate)
      .where(sql`status = 'completed'`),
    check(
      'payments_status_known',
      sql`status in ('queued', 'pending', 'completed', 'failed', 'canceled')`,
    ),
    check('payments_amount_positive', sql`amount_cents > 0`),
    // One live payment per invoice: concurrent pay calls cannot queue two.
    uniqueIndex('payments_one_live_per_invoice')
      .on(table.invoiceId)
      .where(sql`status in ('queued', 'pending', 'completed')`),
    uniqueIndex('payments_transfer_id_unique')
      .on(table.transferId)
      .where(sql`transfer_id is not null`),
  ],
);
