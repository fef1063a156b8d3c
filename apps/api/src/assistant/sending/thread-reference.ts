import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { intakeMessages, invoices, mailThreads, threads } from '../../db/schema';

/** Where a reply goes in the mailbox: the Gmail thread and the messages it answers. */
export type ThreadReference = {
  gmailThreadId: string;
  /** Message-ID of the latest message read in the thread (the one answered). */
  inReplyTo: string | undefined;
  /** Every Message-ID read in the thread, oldest first. */
  references: string[];
  subject: string | null;
};

/** The Gmail thread of a product thread, with the messages the product read in it. */
export const threadReferenceOf = async (
  db: Executor,
  orgId: string,
  threadId: string,
): Promise<ThreadReference | undefined> => {
  const [mail] = await db
    .select({ gmailThreadId: mailThreads.gmailThreadId, subject: threads.subject })
    .from(mailThreads)
    .innerJoin(threads, eq(threads.id, mailThreads.threadId))
    .where(and(eq(mailThreads.orgId, orgId), eq(mailThreads.threadId, threadId)));
  if (!mail) return undefined;
  const read = await db
    .select({ id: intakeMessages.messageIdHeader })
    .from(intakeMessages)
    .where(
      and(
        eq(intakeMessages.orgId, orgId),
        eq(intakeMessages.gmailThreadId, mail.gmailThreadId),
        isNotNull(intakeMessages.messageIdHeader),
      ),
    )
    .orderBy(asc(intakeMessages.receivedAt));
  const references = read.flatMap((row) => (row.id ? [row.id] : []));
  return {
    gmailThreadId: mail.gmailThreadId,
    inReplyTo: references.at(-1),
    references,
    subject: mail.subject,
  };
};

/** The thread reference of the thread an invoice came in. */
export const invoiceThreadReference = async (
  db: Executor,
  orgId: string,
  invoiceId: string,
): Promise<ThreadReference | undefined> => {
  const [row] = await db
    .select({ threadId: invoices.threadId })
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, invoiceId)));
  return row?.threadId ? threadReferenceOf(db, orgId, row.threadId) : undefined;
};
