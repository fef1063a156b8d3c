import type { WorkflowEvent } from '@ap/domain/contract';
import { parseMailAddress, type SenderIdentity, senderMayDecide } from '@ap/domain/sender';
import type { VendorReply } from '@ap/extraction';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { invoices, mailThreads, vendors } from '../../db/schema';
import { recordWorkflowRun, workflowEvent } from '../../workflow-runs/record-workflow-run';
import { draftEvent, insertDraft, linkTasksToRun } from '../drafting/draft-task';
import { readProtections } from '../drafting/protections';
import {
  shownValue,
  type VendorField,
  vendorDifferences,
  vendorUpdateDraft,
} from '../drafting/vendor-update';
import { vendorQuestionDraft } from './answer-vendor-question';
import { readVendorQuestion } from './read-vendor-question';

export type ReplyMessage = {
  orgId: string;
  gmailMessageId: string;
  gmailThreadId: string;
  /** Who wrote it (@ap/domain/sender). */
  sender: SenderIdentity | undefined;
  subject: string | undefined;
};

/**
 * A message with no invoice in a thread the product knows, from the vendor of an invoice in
 * it (its parsed From address is the vendor's contact address): the tax id, bank details or
 * W-9 it carries become an update_vendor task (a change of payment information always waits
 * for a person), narrated by a vendor_replied run. A reply the receiving provider found
 * forged changes nothing; its run says so. Returns the invoices to review again, or
 * undefined when the message is not such a reply.
 */
export const recordVendorReply = async (
  tx: Executor,
  message: ReplyMessage,
  reply: VendorReply,
  /** The reply's own text: a question in it (payment status, what is needed) gets an answer drafted. */
  text = '',
): Promise<{ invoiceIds: string[]; runId: string } | undefined> => {
  const identity = message.sender;
  const sender = identity?.address;
  if (!identity || !sender) return undefined;
  const [known] = await tx
    .select({ threadId: mailThreads.threadId })
    .from(mailThreads)
    .where(
      and(
        eq(mailThreads.orgId, message.orgId),
        eq(mailThreads.gmailThreadId, message.gmailThreadId),
      ),
    );
  if (!known) return undefined;
  const inThread = await tx
    .select({ invoice: invoices, vendor: vendors })
    .from(invoices)
    .innerJoin(vendors, and(eq(vendors.orgId, invoices.orgId), eq(vendors.id, invoices.vendorId)))
    .where(
      and(
        eq(invoices.orgId, message.orgId),
        eq(invoices.threadId, known.threadId),
        ne(sql`lower(${invoices.status})`, 'paid'),
      ),
    )
    .orderBy(asc(invoices.createdAt));
  // Only the vendor's own contact speaks for the vendor.
  const fromVendor = inThread.filter(
    (row) => parseMailAddress(row.vendor.contactEmail)?.address === sender,
  );
  const first = fromVendor[0];
  if (!first) return undefined;
  const { vendor, invoice } = first;
  if (!senderMayDecide(identity)) return recordForgedReply(tx, message, identity, first);
  const started = new Date();
  const events: WorkflowEvent[] = [
    workflowEvent(
      'read_reply',
      'other',
      `Read reply from ${sender}: "${message.subject ?? ''}"${reply.w9Attached ? ` with a W-9 (${reply.w9Filename})` : ''}`,
    ),
  ];
  const changes = vendorDifferences(vendor, reply.details);
  const protections = await readProtections(tx, message.orgId);
  const createdIds: string[] = [];
  let summary: string;
  if (Object.keys(changes).length === 0) {
    events.push(
      workflowEvent(
        'extract_vendor_details',
        reply.w9Attached ? 'warning' : 'other',
        reply.w9Attached
          ? 'A W-9 came attached but no new detail could be read from it: compare it by hand'
          : 'No new vendor details in the reply',
      ),
    );
    summary = `${vendor.name || 'The vendor'} replied; no new vendor details.`;
  } else {
    const { draft, events: readEvents } = vendorUpdateDraft({
      vendor,
      changes,
      invoiceNumber: invoice.invoiceNumber,
      protections,
      dedupeKey: `reply:${message.gmailMessageId}:update_vendor`,
      source: `The reply from ${sender}`,
    });
    events.push(...readEvents);
    const task = await insertDraft(tx, message.orgId, invoice.id, draft);
    events.push(draftEvent(draft, task));
    if (task) createdIds.push(task.id);
    summary = `${vendor.name || 'The vendor'} replied with ${draft.description.replace(/^Update [^:]*: /, '')}; ${
      draft.protection.needsApproval
        ? 'an update_vendor task awaits approval'
        : 'the vendor is updated'
    }.`;
  }
  const questions = readVendorQuestion(text);
  if (questions.length > 0) {
    const draft = vendorQuestionDraft({
      invoice,
      vendor,
      questions,
      protections,
      threadSubject: message.subject,
      dedupeKey: `reply:${message.gmailMessageId}:answer_question`,
    });
    const task = await insertDraft(tx, message.orgId, invoice.id, draft);
    events.push(draftEvent(draft, task));
    if (task) createdIds.push(task.id);
    summary += ` It asked about ${questions.join(', ').replaceAll('_', ' ')}; a reply is drafted.`;
  }
  const runId = await recordWorkflowRun(tx, {
    orgId: message.orgId,
    invoiceId: invoice.id,
    threadId: known.threadId,
    trigger: 'vendor_replied',
    summary,
    events,
    outcomes: {
      fields_changed: Object.fromEntries(
        Object.entries(changes).map(([field, value]) => [
          `Vendor ${field}`,
          shownValue(field as VendorField, value),
        ]),
      ),
      tasks_created: createdIds,
    },
    startedAt: started,
  });
  await linkTasksToRun(tx, message.orgId, createdIds, runId);
  const vendorInvoices = inThread
    .filter((row) => row.vendor.id === vendor.id)
    .map((row) => row.invoice.id);
  return { invoiceIds: vendorInvoices, runId };
};

/** A reply in the vendor's name that failed the provider's sender checks: a run that says so. */
const recordForgedReply = async (
  tx: Executor,
  message: ReplyMessage,
  identity: SenderIdentity,
  row: { invoice: { id: string; threadId: string | null }; vendor: { name: string } },
) => {
  const runId = await recordWorkflowRun(tx, {
    orgId: message.orgId,
    invoiceId: row.invoice.id,
    threadId: row.invoice.threadId,
    trigger: 'vendor_replied',
    summary: `A reply in ${identity.address}'s name failed the mail provider's sender checks; it changed nothing.`,
    events: [
      workflowEvent(
        'read_reply',
        'other',
        `Read reply from ${identity.address}: "${message.subject ?? ''}"`,
      ),
      workflowEvent(
        'extract_vendor_details',
        'warning',
        `The reply claiming to be from ${row.vendor.name || 'the vendor'} (${identity.address}) failed sender authentication (${identity.authentication.detail}): it may be forged, so nothing it says was read`,
      ),
    ],
  });
  return { invoiceIds: [], runId };
};
