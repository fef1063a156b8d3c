import type { Approval, Check } from '@ap/domain/contract';
import { bigint, date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { threads } from './threads';
import { vendors } from './vendors';

/** What an approval chain was routed for (see approvalsBoundTo). */
export type ApprovalBinding = {
  amount_cents: number;
  currency: string;
  vendor_id: string | null;
  requisitioner: string | null;
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
     * requisitioner): a save that changes any of them empties the chain. Null for a chain
     * the product did not route (seeded data).
     */
    approvalsBoundTo: jsonb('approvals_bound_to').$type<ApprovalBinding>(),
    /** The bill booked for this invoice in the connected QuickBooks company. */
    qboBillId: text('qbo_bill_id'),
    checks: jsonb('checks').$type<Check[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoices_org_created_idx').on(table.orgId, table.createdAt),
    index('invoices_vendor_idx').on(table.vendorId),
    index('invoices_thread_idx').on(table.threadId),
  ],
);
