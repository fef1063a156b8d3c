import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailboxSync } from '../../db/schema';

export type SyncState = typeof mailboxSync.$inferSelect;

export const readSyncState = async (
  db: Database,
  orgId: string,
): Promise<SyncState | undefined> => {
  const [row] = await db.select().from(mailboxSync).where(eq(mailboxSync.orgId, orgId));
  return row;
};

/**
 * Records how far the mailbox was read. Two syncs racing may finish in either order, so the
 * history id only moves forward; a different mailbox starts over from its own point.
 */
export const saveHistoryId = async (
  db: Database,
  orgId: string,
  mailbox: string,
  historyId: number,
): Promise<void> => {
  await db
    .insert(mailboxSync)
    .values({ orgId, mailbox, historyId, lastSyncedAt: new Date() })
    .onConflictDoUpdate({
      target: mailboxSync.orgId,
      set: {
        mailbox,
        historyId: sql`case when ${mailboxSync.mailbox} = excluded.mailbox
          then greatest(${mailboxSync.historyId}, excluded.history_id)
          else excluded.history_id end`,
        lastSyncedAt: new Date(),
      },
    });
};

export const saveWatch = async (
  db: Database,
  orgId: string,
  mailbox: string,
  expiresAt: Date,
): Promise<void> => {
  await db
    .insert(mailboxSync)
    .values({ orgId, mailbox, watchExpiresAt: expiresAt })
    .onConflictDoUpdate({
      target: mailboxSync.orgId,
      set: {
        watchExpiresAt: expiresAt,
        // Another mailbox than before: its history starts over.
        historyId: sql`case when ${mailboxSync.mailbox} = excluded.mailbox then ${mailboxSync.historyId} else null end`,
        mailbox,
      },
    });
};
