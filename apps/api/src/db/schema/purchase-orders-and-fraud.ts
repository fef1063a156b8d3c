import type { PurchaseOrderLine } from '@ap/domain';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { vendors } from './vendors';

/** The connected QuickBooks company's purchase orders as last read (migration 0023). */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id),
    qboId: text('qbo_id').notNull(),
    docNumber: text('doc_number'),
    vendorQboId: text('vendor_qbo_id'),
    vendorName: text('vendor_name'),
    status: text('status').$type<'Open' | 'Closed'>().notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<PurchaseOrderLine[]>().notNull().default([]),
    syncToken: text('sync_token'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.qboId] })],
);

/** When a vendor's bank details changed, and who changed them. */
export const vendorBankChanges = pgTable(
  'vendor_bank_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: text('org_id').notNull(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    changedBy: text('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vendor_bank_changes_vendor_idx').on(table.orgId, table.vendorId, table.changedAt),
  ],
);

/** Procurement's approval of a vendor, recorded by an Admin. */
export const vendorProcurementApprovals = pgTable('vendor_procurement_approvals', {
  vendorId: text('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  orgId: text('org_id').notNull(),
  approvedBy: text('approved_by').notNull(),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an Admin set for PO matching and the new-vendor fraud signal (integer cents). */
export const checkThresholds = pgTable('check_thresholds', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => organizations.id),
  poAmountToleranceCents: bigint('po_amount_tolerance_cents', { mode: 'number' })
    .notNull()
    .default(0),
  poLineToleranceCents: bigint('po_line_tolerance_cents', { mode: 'number' }).notNull().default(0),
  newVendorReviewCents: bigint('new_vendor_review_cents', { mode: 'number' })
    .notNull()
    .default(500000),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
