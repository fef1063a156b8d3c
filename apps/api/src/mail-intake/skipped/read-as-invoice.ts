import type { DocumentKind, ExtractedInvoice, ReadAsInvoiceResponse } from '@ap/domain/contract';
import { isInternalSender } from '@ap/domain/sender';
import { extractFromDocument } from '@ap/extraction';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { queueReviews } from '../../assistant/review/review-queue';
import { recordMutation } from '../../audit/record-mutation';
import type { Caller } from '../../auth/caller';
import { intakeDedupeKeys, invoiceDocuments, skippedDocuments } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { readOrganization } from '../../organization/ensure-organization';
import { recordWorkflowRun, workflowEvent } from '../../workflow-runs/record-workflow-run';
import { matchOrCreateVendor } from '../persistence/match-vendor';
import { senderLookalike } from '../persistence/sender-lookalike';
import { upsertThread } from '../persistence/upsert-thread';
import { writeInvoice } from '../persistence/write-invoice';
import { skippedFileName } from './record-skipped-documents';
import { toSkippedDocumentView } from './skipped-document-view';

type Row = typeof skippedDocuments.$inferSelect;

const byId = (orgId: string, id: string) =>
  and(eq(skippedDocuments.orgId, orgId), eq(skippedDocuments.id, id));

const kindOf = (contentType: string): DocumentKind =>
  contentType === 'application/pdf'
    ? 'pdf'
    : contentType.startsWith('image/')
      ? 'image'
      : contentType.includes('html')
        ? 'html'
        : 'text';

/** Nothing could be read from the file (a format no reader takes): a blank draft to fill in. */
const blankInvoice = (row: Row): ExtractedInvoice => ({
  document: {
    filename: row.fileName,
    content_type: row.contentType,
    kind: kindOf(row.contentType),
    sha256: row.sha256,
    pages: 0,
  },
  method: 'text',
  confidence: 0,
  invoice_number: null,
  issue_date: null,
  due_date: null,
  payment_terms: null,
  currency: null,
  subtotal: null,
  tax: null,
  total: null,
  po_number: null,
  vendor: {
    name: null,
    email: null,
    address: null,
    phone: null,
    tax_id: null,
    bank_name: null,
    account_number: null,
    routing_number: null,
    iban: null,
    bic: null,
  },
  bill_to: { name: null, email: null, address: null, phone: null, tax_id: null },
  requisitioner: { name: null, email: null },
  line_items: [],
  checks: [],
  notes: [],
  warnings: ['Nothing could be read from the file: type every field from the original.'],
});

/**
 * A person reads a skipped attachment as an invoice after all: extraction runs again with the
 * not-an-invoice classification overruled, and the invoice is written through the intake's own
 * path (vendor matching on the sender as intake read it, the original kept, the reading's run),
 * then reviewed like any e-mailed invoice. Once: the row is locked and linked to its invoice in
 * the same transaction, so a second or concurrent call answers the same invoice.
 */
export const readAsInvoice = async (
  deps: AppDeps,
  caller: Caller,
  id: string,
): Promise<ReadAsInvoiceResponse> => {
  const [found] = await deps.db.select().from(skippedDocuments).where(byId(caller.orgId, id));
  if (!found) throw notFound('Skipped document');
  if (found.invoiceId)
    return {
      invoice_id: found.invoiceId,
      already_read: true,
      document: toSkippedDocumentView(found),
    };

  const org = await readOrganization(deps.db, caller.orgId);
  // Slow (OCR for a scan): outside the transaction; only the write below is serialised.
  const read = await extractFromDocument(
    {
      bytes: new Uint8Array(found.content),
      contentType: found.contentType,
      ...(found.fileName ? { filename: found.fileName } : {}),
    },
    { organizationNames: [org.name], readAsInvoice: true },
  );
  const invoice = read.invoices[0] ?? blankInvoice(found);

  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(skippedDocuments)
      .where(byId(caller.orgId, id))
      .for('update');
    if (!row) throw notFound('Skipped document');
    const link = async (invoiceId: string, already: boolean) => {
      const at = new Date();
      await tx
        .update(skippedDocuments)
        .set({ invoiceId, readAsInvoiceAt: at, readAsInvoiceBy: caller.email })
        .where(byId(caller.orgId, id));
      const after = { invoice_id: invoiceId, file_name: row.fileName, reason: row.reason };
      await recordMutation(tx, caller, {
        action: 'skipped_document.read_as_invoice',
        entityType: 'skipped_document',
        entityId: row.id,
        before: { invoice_id: null },
        after,
      });
      return {
        invoice_id: invoiceId,
        already_read: already,
        document: toSkippedDocumentView({
          ...row,
          invoiceId,
          readAsInvoiceAt: at,
          readAsInvoiceBy: caller.email,
        }),
      };
    };
    if (row.invoiceId)
      return {
        invoice_id: row.invoiceId,
        already_read: true,
        document: toSkippedDocumentView(row),
      };
    // The same file already became an invoice (another e-mail, another person): that one.
    const [same] = await tx
      .select({ invoiceId: invoiceDocuments.invoiceId })
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.orgId, caller.orgId), eq(invoiceDocuments.sha256, row.sha256)))
      .orderBy(desc(invoiceDocuments.createdAt))
      .limit(1);
    if (same) return link(same.invoiceId, true);

    const mailbox = row.mailbox ?? '';
    const identity = row.sender ?? undefined;
    const lookalike = await senderLookalike(tx, caller.orgId, mailbox, identity);
    const external = !isInternalSender(identity, mailbox);
    const threadId =
      row.threadId ??
      (await upsertThread(tx, caller.orgId, {
        gmailThreadId: row.gmailThreadId ?? `skipped:${row.id}`,
        subject: row.subject,
        participants: row.senderAddress ? [row.senderAddress] : [],
        latestActivity: new Date(),
      }));
    const vendor = await matchOrCreateVendor(tx, caller.orgId, invoice.vendor, {
      identity,
      external,
      lookalike,
    });
    const invoiceId = await writeInvoice(tx, {
      orgId: caller.orgId,
      invoice,
      vendor,
      threadId,
      original: {
        filename: row.fileName,
        contentType: row.contentType,
        sha256: row.sha256,
        bytes: new Uint8Array(row.content),
      },
      sender: identity,
      subject: row.subject ?? undefined,
      forwardedBy:
        !external && identity ? { email: identity.address, name: identity.name } : undefined,
    });
    await tx
      .insert(intakeDedupeKeys)
      .values({
        orgId: caller.orgId,
        key: `sha256:${row.sha256}`,
        gmailMessageId: row.gmailMessageId,
        invoiceId,
      })
      .onConflictDoNothing();
    const file = skippedFileName(row.fileName);
    await recordWorkflowRun(tx, {
      orgId: caller.orgId,
      invoiceId,
      threadId,
      trigger: 'user_message',
      summary: `${caller.email} read ${file} as an invoice after the assistant had skipped it (${row.reason}).`,
      events: [
        workflowEvent(
          'read_as_invoice',
          'completed',
          `${caller.email} read ${file} as an invoice; the assistant had skipped it: ${row.reason}`,
        ),
        ...(invoice.warnings ?? []).map((warning) =>
          workflowEvent('read_as_invoice', 'warning', warning),
        ),
      ],
      outcomes: { fields_changed: { 'Invoice ID': invoiceId } },
    });
    await recordMutation(tx, caller, {
      action: 'invoice.create_from_skipped_document',
      entityType: 'invoice',
      entityId: invoiceId,
      after: { skipped_document_id: row.id, file_name: row.fileName },
    });
    return link(invoiceId, false);
  });
  // The assistant's checks and drafted actions, as for any invoice that arrives by e-mail.
  if (!outcome.already_read)
    await queueReviews(deps.jobs, caller.orgId, [outcome.invoice_id], 'email_received');
  return outcome;
};
