import type { Approval, Check, InvoiceFieldSource, PaymentHold } from '@ap/domain/contract';
import { bigint, date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { changeStamp } from './change-stamp';
import { organizations } from './organizations';
import { threads } from './threads';
import { vendors } from './vendors';

/** What an approval chain was routed for (see approvalsBoundTo). */
export type ApprovalBinding = {
  amount_cents: number;
  currency: string;
  vendor_id: string | null;
  requisitioner: string | null;
  /** The approval rule that applied ('default' when none matched); absent on older chains. */
  rule_id?: string;
};

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id),
    threadId: text('thread_id').references(() => threads.id, { onDelete: 'set null' }),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number'),
    /** Integer cents; the wire carries major units. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    status: text('status').notNull().default('draft'),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    paymentSendDate: date('payment_send_date', { mode: 'string' }),
    paymentTerms: text('payment_terms'),
    accountingEffectiveDate: date('accounting_effective_date', { mode: 'string' }),
    requisitionerContactName: text('requisitioner_contact_name'),
    requisitionerContactEmail: text('requisitioner_contact_email'),
    requisitionerCompanyName: text('requisitioner_company_name'),
    requisitionerCompanyOfficeAddress: text('requisitioner_company_office_address'),
    approvals: jsonb('approvals').$type<Approval[]>().notNull().default([]),
    /**
     * What the chain the assistant routed was routed for (amount, currency, vendor,
     * requisitioner, and the approval rule that applied): a save that changes any of the four,
     * or changes the coding so that another rule applies, empties the chain. Null for a chain
     * the product did not route (seeded data).
     */
    approvalsBoundTo: jsonb('approvals_bound_to').$type<ApprovalBinding>(),
    /** The purchase order number printed on the invoice, or typed (migration 0023). */
    poNumber: text('po_number'),
    /** Keyed fingerprint and last four digits of the bank account the invoice asks to be paid to. */
    remittanceFingerprint: text('remittance_fingerprint'),
    remittanceLast4: text('remittance_last4'),
    /**
     * Who stopped the invoice from being paid and why (migration 0024); null when not held.
     * A held invoice cannot be paid until someone releases it.
     */
    paymentHold: jsonb('payment_hold').$type<PaymentHold>(),
    /** The bill booked for this invoice in the connected QuickBooks company. */
    qboBillId: text('qbo_bill_id'),
    checks: jsonb('checks').$type<Check[]>().notNull().default([]),
    /** Where each field came from: read (confidence, page, box) or typed (migration 0018). */
    fieldSources: jsonb('field_sources').$type<InvoiceFieldSource[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The transaction that last changed the row (triggers of migration 0014): the list's
     * changes call reads the rows changed since a client's snapshot by it.
     */
    changeXact: changeStamp('change_xact'),
  },
  (table) => [
    // The list's order (newest first, then id) and its keyset pages.
    index('invoices_org_created_id_idx').on(table.orgId, table.createdAt, table.id),
    index('invoices_org_change_idx').on(table.orgId, table.changeXact),
    // The dashboard's counts and sums per status (index-only; migration 0014 adds INCLUDE
    // (amount_cents), which drizzle cannot declare).
    index('invoices_org_status_idx').on(table.orgId, table.status),
    index('invoices_vendor_idx').on(table.vendorId),
    index('invoices_thread_idx').on(table.threadId),
  ],
);
