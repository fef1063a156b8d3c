import { eq } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/database';
import { organizations } from '../db/schema';

const known = new Set<string>();

/** Organisations come from the auth service; the first call of an org creates its row. */
export const ensureOrganization = async (db: Database, caller: Caller): Promise<void> => {
  if (known.has(caller.orgId)) return;
  await db
    .insert(organizations)
    .values({ id: caller.orgId, name: caller.orgName })
    .onConflictDoNothing();
  known.add(caller.orgId);
};

export const readOrganization = async (db: Executor, orgId: string) => {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  if (!row) throw new Error(`organisation ${orgId} has no row`);
  return row;
};
