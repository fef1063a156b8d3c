import type { TaskStatus, TaskType } from '@ap/domain/contract';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './invoices';
import { workflowRuns } from './workflow-runs';

export type PaymentBinding = {
  amountCents: number;
  currency: string;
  vendorId: string | null;
  /** Keyed fingerprint of the vendor's account and routing numbers at drafting. */
  bankDetailsFingerprint: string;
};

export const tasks = pgTable(
  'tasks',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    taskType: text('task_type').$type<TaskType>().notNull(),
    status: text('status').$type<TaskStatus>().notNull().default('pending'),
    /** Shape depends on task_type; validated by the contract on the way in and out. */
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull(),
    invoiceId: text('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    workflowRunId: text('workflow_run_id').references(() => workflowRuns.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedByEmail: text('approved_by_email'),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    errorMessage: text('error_message'),
    /** Who asked for the action (the pay call's user); null when the assistant drafted it. */
    requestedByUserId: text('requested_by_user_id'),
    /** pay_invoice: what was approved; execution refuses if the invoice or vendor changed. */
    paymentBinding: jsonb('payment_binding').$type<PaymentBinding>(),
  },
  (table) => [
    index('tasks_org_created_idx').on(table.orgId, table.createdAt),
    check('tasks_type_known', sql`task_type in ('send_email', 'update_vendor', 'pay_invoice')`),
    check(
      'tasks_status_known',
      sql`status in ('pending', 'approved', 'executed', 'failed', 'cancelled')`,
    ),
    // At most one pending payment approval per invoice: makes POST /pay idempotent.
    uniqueIndex('tasks_one_pending_payment_per_invoice')
      .on(table.invoiceId)
      .where(sql`task_type = 'pay_invoice' and status = 'pending'`),
  ],
);
