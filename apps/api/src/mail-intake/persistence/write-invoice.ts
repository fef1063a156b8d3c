import { toCents } from '@ap/domain';
import type { ExtractedInvoice } from '@ap/domain/contract';
import type { Executor } from '../../audit/record-mutation';
import { invoiceDocuments, invoices, lineItems } from '../../db/schema';
import { newId } from '../../ids';
import { recordWorkflowRun } from '../../workflow-runs/record-workflow-run';
import type { VendorMatch } from './match-vendor';
import { narrateRun } from './narrate-run';

export type OriginalFile = {
  filename: string | null;
  contentType: string;
  sha256: string;
  bytes: Uint8Array;
};

/**
 * Writes one invoice read from mail (status draft), its line items, the original file and
 * the workflow run (trigger email_received) that narrates the reading.
 */
export const writeInvoice = async (
  tx: Executor,
  input: {
    orgId: string;
    invoice: ExtractedInvoice;
    vendor: VendorMatch;
    threadId: string;
    original: OriginalFile;
    sender: string | undefined;
    subject: string | undefined;
  },
): Promise<string> => {
  const { orgId, invoice } = input;
  const id = newId();
  const now = new Date();
  await tx.insert(invoices).values({
    id,
    orgId,
    threadId: input.threadId,
    vendorId: input.vendor.vendorId,
    invoiceNumber: invoice.invoice_number?.value ?? null,
    // Exact: the decimal text is read digit by digit into integer cents.
    amountCents: toCents(invoice.total?.value),
    currency: invoice.currency?.value ?? 'USD',
    status: 'draft',
    issueDate: invoice.issue_date?.value ?? null,
    dueDate: invoice.due_date?.value ?? null,
    paymentTerms: invoice.payment_terms?.value ?? null,
    requisitionerContactName: invoice.requisitioner.name?.value ?? null,
    requisitionerContactEmail: invoice.requisitioner.email?.value ?? null,
    requisitionerCompanyName: invoice.bill_to.name?.value ?? null,
    requisitionerCompanyOfficeAddress: invoice.bill_to.address?.value ?? null,
  });
  if (invoice.line_items.length > 0)
    await tx.insert(lineItems).values(
      invoice.line_items.map((item, position) => ({
        id: newId(),
        orgId,
        invoiceId: id,
        position,
        description: item.description.value,
        quantity: Number(item.quantity?.value ?? 1),
        rateCents: toCents(item.rate?.value ?? item.amount?.value),
        amountCents: toCents(item.amount?.value),
      })),
    );
  await tx.insert(invoiceDocuments).values({
    id: newId(),
    orgId,
    invoiceId: id,
    filename: input.original.filename,
    contentType: input.original.contentType,
    sha256: input.original.sha256,
    size: input.original.bytes.byteLength,
    content: Buffer.from(input.original.bytes),
  });
  const story = narrateRun({
    invoice,
    invoiceId: id,
    vendor: input.vendor,
    sender: input.sender,
    subject: input.subject,
    at: now,
  });
  await recordWorkflowRun(tx, {
    orgId,
    invoiceId: id,
    threadId: input.threadId,
    trigger: 'email_received',
    summary: story.summary,
    events: story.events,
    outcomes: story.outcomes,
    startedAt: now,
  });
  return id;
};
