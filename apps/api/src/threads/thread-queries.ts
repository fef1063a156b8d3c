import type { Thread } from '@ap/domain/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import { allQueries } from '../db/all-queries';
import type { Database } from '../db/database';
import { invoices, threads, workflowRuns } from '../db/schema';
import { readInSnapshot } from '../db/snapshot';
import { listInvoicesByIds } from '../invoices/invoice-queries';
import { skippedDocumentsOfThreads } from '../mail-intake/skipped/skipped-document-view';
import { toWorkflowRunView } from '../workflow-runs/workflow-run-view';

/** The org's most recently active threads with their invoices and workflow runs. */
export const listThreads = (db: Database, orgId: string, limit: number): Promise<Thread[]> =>
  // One snapshot: a thread's invoices and the runs written with them are seen together.
  readInSnapshot(db, (tx) => readThreads(tx, orgId, limit));

const readThreads = async (db: Executor, orgId: string, limit: number): Promise<Thread[]> => {
  const rows = await db
    .select()
    .from(threads)
    .where(eq(threads.orgId, orgId))
    .orderBy(desc(threads.latestActivity))
    .limit(limit);
  if (rows.length === 0) return [];
  const threadIds = rows.map((row) => row.id);
  const [invoiceRefs, runRows, skipped] = await allQueries(db, [
    () =>
      db
        .select({ id: invoices.id, threadId: invoices.threadId })
        .from(invoices)
        .where(and(eq(invoices.orgId, orgId), inArray(invoices.threadId, threadIds))),
    () =>
      db
        .select()
        .from(workflowRuns)
        .where(and(eq(workflowRuns.orgId, orgId), inArray(workflowRuns.threadId, threadIds)))
        .orderBy(desc(workflowRuns.startedAt)),
    () => skippedDocumentsOfThreads(db, orgId, threadIds),
  ] as const);
  const threadInvoices = await listInvoicesByIds(
    db,
    orgId,
    invoiceRefs.map((ref) => ref.id),
  );
  const threadOf = new Map(invoiceRefs.map((ref) => [ref.id, ref.threadId]));
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    latest_activity: row.latestActivity.toISOString(),
    participants: row.participants,
    invoices: threadInvoices.filter((invoice) => threadOf.get(invoice.id) === row.id),
    workflow_runs: runRows.filter((run) => run.threadId === row.id).map(toWorkflowRunView),
    skipped_documents: skipped.get(row.id) ?? [],
  }));
};
