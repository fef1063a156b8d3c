import type { ApprovalStep } from '@ap/domain';
import { type SenderIdentity, senderMayDecide } from '@ap/domain/sender';
import type { ApprovalDecision } from '@ap/extraction';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import type { CheckWriter } from '../../checks/recompute-checks';
import { invoices, mailThreads } from '../../db/schema';
import { recordWorkflowRun, workflowEvent } from '../../workflow-runs/record-workflow-run';
import type { ReplyMessage } from '../replies/record-vendor-reply';
import { decideApproval } from './decide-approval';

/** Who the audit log names for a decision read from an approver's e-mail. */
const approverActor = (orgId: string, email: string) => ({
  orgId,
  userId: `email:${email}`,
  email,
});

/** The unpaid invoices of a Gmail thread with an approval step naming or listing this address. */
export const invoicesAwaiting = (
  db: Executor,
  orgId: string,
  gmailThreadId: string,
  sender: string,
) =>
  db
    .select({ id: invoices.id, threadId: invoices.threadId, approvals: invoices.approvals })
    .from(invoices)
    .innerJoin(
      mailThreads,
      and(eq(mailThreads.orgId, invoices.orgId), eq(mailThreads.threadId, invoices.threadId)),
    )
    .where(
      and(
        eq(invoices.orgId, orgId),
        eq(mailThreads.gmailThreadId, gmailThreadId),
        ne(sql`lower(${invoices.status})`, 'paid'),
        or(
          sql`${invoices.approvals} @> ${JSON.stringify([{ approver: sender }])}::jsonb`,
          sql`${invoices.approvals} @> ${JSON.stringify([{ any_of: [sender] }])}::jsonb`,
        ),
      ),
    )
    .orderBy(asc(invoices.createdAt));

/**
 * Is the sender an approver of an invoice in this thread, or does its display name show an
 * approver's address? Then its message is read (an approval reply, or a warning that it
 * decided nothing) even when the organisation ignores internal senders at intake.
 */
export const awaitsApprovalFrom = async (
  db: Executor,
  orgId: string,
  gmailThreadId: string,
  sender: SenderIdentity | undefined,
): Promise<boolean> => {
  for (const address of [sender?.address, sender?.claimedAddress])
    if (address && (await invoicesAwaiting(db, orgId, gmailThreadId, address)).length > 0)
      return true;
  return false;
};

/**
 * A reply in an invoice's thread from exactly the address an approval step names (the parsed
 * From address, never its display name): its own words (readApprovalDecision: quoted and
 * forwarded text cut) approve or reject that step. A reply the receiving provider found
 * forged, anyone else's message, or a forwarded 'Approved' decides nothing. Returns the
 * invoices to review again, or undefined when the sender approves nothing in this thread.
 */
export const recordApprovalReply = async (
  tx: CheckWriter,
  message: ReplyMessage,
  decision: ApprovalDecision | undefined,
): Promise<{ invoiceIds: string[] } | undefined> => {
  const identity = message.sender;
  const sender = identity?.address;
  if (!identity || !sender) return undefined;
  const awaiting = await invoicesAwaiting(tx, message.orgId, message.gmailThreadId, sender);
  if (awaiting.length === 0) return undefined;
  const read = workflowEvent(
    'read_reply',
    'other',
    `Read reply from approver ${sender}: "${message.subject ?? ''}"`,
  );
  const invoiceIds: string[] = [];
  for (const invoice of awaiting) {
    if (!senderMayDecide(identity)) {
      await recordWorkflowRun(tx, {
        orgId: message.orgId,
        invoiceId: invoice.id,
        threadId: invoice.threadId,
        trigger: 'email_received',
        summary: `A reply in ${sender}'s name failed the mail provider's sender checks; it decided nothing.`,
        events: [
          read,
          workflowEvent(
            'approve_invoice',
            'warning',
            `The reply claiming to be from ${sender} failed sender authentication (${identity.authentication.detail}): it may be forged, so it approved nothing (approve in the app)`,
          ),
        ],
      });
      continue;
    }
    if (!decision) {
      const steps = (invoice.approvals as ApprovalStep[]).filter(
        (step) => step.approver.toLowerCase() === sender || step.any_of?.includes(sender),
      );
      await recordWorkflowRun(tx, {
        orgId: message.orgId,
        invoiceId: invoice.id,
        threadId: invoice.threadId,
        trigger: 'email_received',
        summary: `${sender} replied but neither approved nor rejected the invoice.`,
        events: [
          read,
          workflowEvent(
            'approve_invoice',
            'warning',
            `The reply says neither "Approved" nor "Rejected": the ${steps.map((s) => s.role).join(', ')} approval still waits (approve in the app, or reply again)`,
          ),
        ],
      });
      continue;
    }
    const outcome = await decideApproval(tx, {
      orgId: message.orgId,
      invoiceId: invoice.id,
      person: { email: sender, isAdmin: false },
      verdict: decision,
      via: 'by e-mail reply',
      actor: approverActor(message.orgId, sender),
      trigger: 'email_received',
      opening: [read],
    });
    if (outcome.kind === 'decided') invoiceIds.push(invoice.id);
  }
  return { invoiceIds };
};
