import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { mailThreads, threads } from '../../db/schema';
import { newId } from '../../ids';

export type GmailThreadFacts = {
  gmailThreadId: string;
  subject: string | null;
  participants: string[];
  latestActivity: Date;
};

/**
 * The product thread of a Gmail thread (SPEC §3: participants, latest_activity), created on
 * its first invoice and refreshed by later ones. Participants only grow.
 */
export const upsertThread = async (
  tx: Executor,
  orgId: string,
  facts: GmailThreadFacts,
): Promise<string> => {
  const [known] = await tx
    .select({ threadId: mailThreads.threadId, participants: threads.participants })
    .from(mailThreads)
    .innerJoin(threads, eq(threads.id, mailThreads.threadId))
    .where(and(eq(mailThreads.orgId, orgId), eq(mailThreads.gmailThreadId, facts.gmailThreadId)));
  if (known) {
    await tx
      .update(threads)
      .set({
        participants: [...new Set([...known.participants, ...facts.participants])],
        latestActivity: facts.latestActivity,
      })
      .where(and(eq(threads.orgId, orgId), eq(threads.id, known.threadId)));
    return known.threadId;
  }
  const id = newId();
  await tx.insert(threads).values({
    id,
    orgId,
    subject: facts.subject,
    participants: facts.participants,
    latestActivity: facts.latestActivity,
  });
  await tx.insert(mailThreads).values({ orgId, gmailThreadId: facts.gmailThreadId, threadId: id });
  return id;
};
