import type { WorkflowEvent, WorkflowOutcomes } from '@ap/domain/contract';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { invoices } from './invoices';
import { threads } from './threads';

export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    invoiceId: text('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    threadId: text('thread_id').references(() => threads.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    trigger: text('trigger'),
    summary: text('summary'),
    events: jsonb('events').$type<WorkflowEvent[]>().notNull().default([]),
    outcomes: jsonb('outcomes')
      .$type<WorkflowOutcomes>()
      .notNull()
      .default({ fields_changed: {}, checks: [], tasks_created: [] }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('workflow_runs_invoice_idx').on(table.orgId, table.invoiceId),
    index('workflow_runs_thread_idx').on(table.threadId),
  ],
);
