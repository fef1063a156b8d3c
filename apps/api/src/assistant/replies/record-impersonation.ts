import { parseMailAddress } from '@ap/domain/sender';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { invoices, mailThreads, vendors } from '../../db/schema';
import { recordWorkflowRun, workflowEvent } from '../../workflow-runs/record-workflow-run';
import { invoicesAwaiting } from '../approvals/approval-reply';
import type { ReplyMessage } from './record-vendor-reply';

/** The unpaid invoices of a Gmail thread whose vendor's contact is this address. */
const invoicesOfVendorContact = async (
  tx: Executor,
  orgId: string,
  gmailThreadId: string,
  address: string,
) => {
  const rows = await tx
    .select({ id: invoices.id, threadId: invoices.threadId, contact: vendors.contactEmail })
    .from(invoices)
    .innerJoin(vendors, and(eq(vendors.orgId, invoices.orgId), eq(vendors.id, invoices.vendorId)))
    .innerJoin(
      mailThreads,
      and(eq(mailThreads.orgId, invoices.orgId), eq(mailThreads.threadId, invoices.threadId)),
    )
    .where(
      and(
        eq(invoices.orgId, orgId),
        eq(mailThreads.gmailThreadId, gmailThreadId),
        ne(sql`lower(${invoices.status})`, 'paid'),
      ),
    )
    .orderBy(asc(invoices.createdAt));
  return rows.filter((row) => parseMailAddress(row.contact)?.address === address);
};

/**
 * A message whose display name shows the address of someone an invoice in this thread waits
 * for (an approver, or the vendor's contact) while it came from another address: it decides
 * nothing, and each such invoice gets a run with the warning, so the people who read the
 * invoice see the attempt. Returns whether there was any.
 */
export const recordImpersonation = async (
  tx: Executor,
  message: ReplyMessage,
): Promise<boolean> => {
  const claimed = message.sender?.claimedAddress;
  const sender = message.sender?.address;
  if (!claimed || !sender) return false;
  const shown = [
    ...(await invoicesAwaiting(tx, message.orgId, message.gmailThreadId, claimed)),
    ...(await invoicesOfVendorContact(tx, message.orgId, message.gmailThreadId, claimed)),
  ];
  const seen = new Set<string>();
  for (const invoice of shown) {
    if (seen.has(invoice.id)) continue;
    seen.add(invoice.id);
    await recordWorkflowRun(tx, {
      orgId: message.orgId,
      invoiceId: invoice.id,
      threadId: invoice.threadId,
      trigger: 'email_received',
      summary: `A reply shown as ${claimed} came from ${sender}; it decided nothing.`,
      events: [
        workflowEvent(
          'read_reply',
          'other',
          `Read reply from ${sender}: "${message.subject ?? ''}"`,
        ),
        workflowEvent(
          'read_reply',
          'warning',
          `The reply's display name shows ${claimed}, but it was sent from ${sender}: only ${claimed} itself decides for ${claimed}, so it approved and changed nothing`,
        ),
      ],
    });
  }
  return seen.size > 0;
};
