import { fieldSourcesOf, toCents } from '@ap/domain';
import type { ExtractedInvoice, WorkflowEvent } from '@ap/domain/contract';
import type { SenderIdentity } from '@ap/domain/sender';
import { and, eq } from 'drizzle-orm';
import { draftEvent, insertDraft, linkTasksToRun } from '../../assistant/drafting/draft-task';
import { readProtections } from '../../assistant/drafting/protections';
import { unfamiliarSenderWarning } from '../../assistant/drafting/unfamiliar-sender';
import { vendorDifferences, vendorUpdateDraft } from '../../assistant/drafting/vendor-update';
import type { Executor } from '../../audit/record-mutation';
import { printedRemittance } from '../../checks/printed-remittance';
import { invoiceDocuments, invoices, lineItems, vendors } from '../../db/schema';
import { newId } from '../../ids';
import type { LearnedReading } from '../../vendors/learning/intake-hints';
import { recordReading } from '../../vendors/learning/record-reading';
import { recordWorkflowRun, workflowEvent } from '../../workflow-runs/record-workflow-run';
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
    sender: SenderIdentity | undefined;
    /** The sender is not the organisation's own (its address may name the vendor). */
    external?: boolean;
    /** The vendor's learned rules the invoice was read with. */
    learned?: LearnedReading | undefined;
    subject: string | undefined;
    /** The internal person who sent (forwarded) the invoice to the AP mailbox. */
    forwardedBy?: { email: string; name: string | undefined } | undefined;
  },
): Promise<string> => {
  const { orgId, invoice } = input;
  const id = newId();
  const now = new Date();
  const requisitioner = requisitionerOf(invoice, input.forwardedBy);
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
    requisitionerContactName: requisitioner.name,
    requisitionerContactEmail: requisitioner.email,
    requisitionerCompanyName: invoice.bill_to.name?.value ?? null,
    requisitionerCompanyOfficeAddress: invoice.bill_to.address?.value ?? null,
    fieldSources: fieldSourcesOf(invoice),
    poNumber: invoice.po_number?.value ?? null,
    ...printedRemittance(invoice),
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
  await recordReading(tx, { ...input, invoiceId: id });
  const story = narrateRun({
    invoice,
    invoiceId: id,
    vendor: input.vendor,
    sender: input.sender,
    subject: input.subject,
    at: now,
    learned: input.learned,
  });
  const update = await draftVendorUpdateFromInvoice(tx, input, id);
  const runId = await recordWorkflowRun(tx, {
    orgId,
    invoiceId: id,
    threadId: input.threadId,
    trigger: 'email_received',
    summary: update ? `${story.summary} ${update.summary}` : story.summary,
    events: [...story.events, ...requisitioner.events, ...(update?.events ?? [])],
    outcomes: {
      ...story.outcomes,
      fields_changed: { ...story.outcomes.fields_changed, ...requisitioner.fields },
      tasks_created: update?.taskIds ?? [],
    },
    startedAt: now,
  });
  if (update) await linkTasksToRun(tx, orgId, update.taskIds, runId);
  return id;
};

/**
 * The invoice's requisitioner: as printed; else, when an internal person forwarded it to the
 * AP mailbox, that person (the printed name kept when it is theirs), recorded with its source.
 */
const requisitionerOf = (
  invoice: ExtractedInvoice,
  forwardedBy: { email: string; name: string | undefined } | undefined,
) => {
  const name = invoice.requisitioner.name?.value?.trim() || null;
  const email = invoice.requisitioner.email?.value?.trim() || null;
  const events: WorkflowEvent[] = [];
  const fields: Record<string, string> = {};
  if (email || !forwardedBy) return { name, email, events, fields };
  if (name && forwardedBy.name?.toLowerCase() !== name.toLowerCase())
    return { name, email, events, fields }; // someone else is named: a person decides
  const taken = { name: name ?? forwardedBy.name ?? null, email: forwardedBy.email };
  const who = taken.name ? `${taken.name} <${taken.email}>` : taken.email;
  events.push(
    workflowEvent(
      'set_requisitioner',
      'other',
      `Requisitioner set to ${who}: source, the internal sender who forwarded the invoice to the AP mailbox`,
    ),
  );
  fields['Requisitioner Contact Email'] = taken.email;
  if (taken.name) fields['Requisitioner Contact Name'] = taken.name;
  return { ...taken, events, fields };
};

/**
 * An invoice from a known vendor whose printed details differ from the vendor's record
 * (new phone, address, tax id, bank details) drafts an update_vendor task: run by the review
 * when unprotected, approved by a person otherwise (always for payment information).
 */
const draftVendorUpdateFromInvoice = async (
  tx: Executor,
  input: Parameters<typeof writeInvoice>[1],
  invoiceId: string,
) => {
  // Created from this very invoice (a stranger's draft has its bank details left off).
  if (input.vendor.matchedBy === null && !input.vendor.stranger) return undefined;
  const [vendor] = await tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.orgId, input.orgId), eq(vendors.id, input.vendor.vendorId)));
  if (!vendor) return undefined;
  const read = input.invoice.vendor;
  const changes = vendorDifferences(vendor, {
    phone: read.phone?.value,
    address: read.address?.value,
    tax_id: read.tax_id?.value,
    bank_name: read.bank_name?.value,
    account_number: read.account_number?.value ?? read.iban?.value,
    routing_number: read.routing_number?.value ?? read.bic?.value,
  });
  if (Object.keys(changes).length === 0) return undefined;
  const { draft, events } = vendorUpdateDraft({
    vendor,
    changes,
    invoiceNumber: input.invoice.invoice_number?.value ?? null,
    protections: await readProtections(tx, input.orgId),
    dedupeKey: `intake:${invoiceId}:update_vendor`,
    source: `Invoice ${input.invoice.invoice_number?.value ?? invoiceId}`,
    senderWarning: input.vendor.stranger ?? unfamiliarSenderWarning(vendor, input.sender),
  });
  const task = await insertDraft(tx, input.orgId, invoiceId, draft);
  events.push(draftEvent(draft, task));
  return {
    events,
    taskIds: task ? [task.id] : [],
    summary: `Its vendor details differ from the record: ${draft.description}.`,
  };
};
