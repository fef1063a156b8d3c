import type { TaskStatus, TaskType } from '@ap/domain/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sealedJson } from '../../crypto/sealed-columns';
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
    /**
     * What the assistant drafted this task for (e.g. `review:<invoice>:send_email:<missing>`);
     * the partial unique index keeps one live task per key, so a retried or re-run review
     * drafts nothing twice.
     */
    dedupeKey: text('dedupe_key'),
    /** Drafted unprotected: the assistant runs it itself (a retried review finishes it). */
    autoExecute: boolean('auto_execute').notNull().default(false),
    /**
     * update_vendor: the real values of bank details the parameters show masked; sealed at
     * rest, merged over `changes` when the task runs.
     */
    sealedChanges: sealedJson<Record<string, string | null>>()('sealed_changes'),
  },
  (table) => [
    index('tasks_org_created_idx').on(table.orgId, table.createdAt),
    // An invoice's tasks; tasks by status newest first (migration 0014).
    index('tasks_invoice_idx').on(table.invoiceId),
    index('tasks_org_status_created_idx').on(table.orgId, table.status, table.createdAt),
    check('tasks_type_known', sql`task_type in ('send_email', 'update_vendor', 'pay_invoice')`),
    check(
      'tasks_status_known',
      sql`status in ('pending', 'approved', 'executed', 'failed', 'cancelled')`,
    ),
    // At most one pending payment approval per invoice: makes POST /pay idempotent.
    uniqueIndex('tasks_one_pending_payment_per_invoice')
      .on(table.invoiceId)
      .where(sql`task_type = 'pay_invoice' and status = 'pending'`),
    uniqueIndex('tasks_one_live_task_per_dedupe_key')
      .on(table.orgId, table.dedupeKey)
      .where(sql`dedupe_key is not null and status in ('pending', 'approved', 'executed')`),
  ],
);
