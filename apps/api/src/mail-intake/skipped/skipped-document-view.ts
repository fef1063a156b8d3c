import type { SkippedDocument, ThreadSkippedDocument } from '@ap/domain/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { skippedDocuments } from '../../db/schema';

type Row = typeof skippedDocuments.$inferSelect;

/** Every column but the file's bytes (lists never carry them). */
export const skippedDocumentColumns = {
  id: skippedDocuments.id,
  fileName: skippedDocuments.fileName,
  contentType: skippedDocuments.contentType,
  size: skippedDocuments.size,
  reason: skippedDocuments.reason,
  documentType: skippedDocuments.documentType,
  senderAddress: skippedDocuments.senderAddress,
  subject: skippedDocuments.subject,
  receivedAt: skippedDocuments.receivedAt,
  threadId: skippedDocuments.threadId,
  invoiceId: skippedDocuments.invoiceId,
  readAsInvoiceAt: skippedDocuments.readAsInvoiceAt,
  readAsInvoiceBy: skippedDocuments.readAsInvoiceBy,
};

export type SkippedDocumentRow = Pick<
  Row,
  | 'id'
  | 'fileName'
  | 'contentType'
  | 'size'
  | 'reason'
  | 'documentType'
  | 'senderAddress'
  | 'subject'
  | 'receivedAt'
  | 'threadId'
  | 'invoiceId'
  | 'readAsInvoiceAt'
  | 'readAsInvoiceBy'
>;

export const toSkippedDocumentView = (row: SkippedDocumentRow): SkippedDocument => ({
  id: row.id,
  file_name: row.fileName,
  content_type: row.contentType,
  size: row.size,
  reason: row.reason,
  document_type: row.documentType,
  sender: row.senderAddress,
  subject: row.subject,
  received_at: row.receivedAt.toISOString(),
  thread_id: row.threadId,
  invoice_id: row.invoiceId,
  read_as_invoice_at: row.readAsInvoiceAt?.toISOString() ?? null,
  read_as_invoice_by: row.readAsInvoiceBy,
});

/** The skipped documents of some threads, newest first, keyed by thread id. */
export const skippedDocumentsOfThreads = async (
  db: Executor,
  orgId: string,
  threadIds: string[],
): Promise<Map<string, ThreadSkippedDocument[]>> => {
  const byThread = new Map<string, ThreadSkippedDocument[]>();
  if (threadIds.length === 0) return byThread;
  const rows = await db
    .select(skippedDocumentColumns)
    .from(skippedDocuments)
    .where(and(eq(skippedDocuments.orgId, orgId), inArray(skippedDocuments.threadId, threadIds)))
    .orderBy(desc(skippedDocuments.createdAt));
  for (const row of rows) {
    if (!row.threadId) continue;
    const view = toSkippedDocumentView(row);
    const list = byThread.get(row.threadId) ?? [];
    list.push({
      id: view.id,
      file_name: view.file_name,
      reason: view.reason,
      document_type: view.document_type,
      invoice_id: view.invoice_id,
      received_at: view.received_at,
    });
    byThread.set(row.threadId, list);
  }
  return byThread;
};
