import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import { invoices, invoiceTombstones, vendors } from '../db/schema';

/**
 * The version of an organisation's invoice list is a PostgreSQL snapshot
 * (`pg_current_snapshot()`, text `xmin:xmax:running,…`): it says which transactions' writes a
 * reader saw. Rows carry the id of the transaction that last wrote them (`change_xact`, set by
 * triggers), so "changed since a version" is exactly "written by a transaction that snapshot
 * could not see", whatever order concurrent writers commit in, on any number of processes.
 * Rows stamped before the snapshot's xmin were all visible to it, so the index on
 * (org_id, change_xact) narrows each question to the recent rows.
 */
export type ListVersion = string;

/** True for rows whose stamp the snapshot `since` did not see (indexable on the stamp). */
export const changedSince = (stamp: SQLWrapper, since: ListVersion): SQL =>
  sql`(${stamp} >= pg_snapshot_xmin(${since}::pg_snapshot) and not pg_visible_in_snapshot(${stamp}, ${since}::pg_snapshot))`;

/** The snapshot the current statement (or repeatable-read transaction) reads at. */
export const readListVersion = async (db: Executor): Promise<ListVersion> => {
  const [row] = await db
    .select({ version: sql<string>`pg_current_snapshot()::text` })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('pg_current_snapshot() answered nothing');
  return row.version;
};

/**
 * True when `since` names transactions the database has not started yet: a version from
 * another database (restored from a dump, or a forged one). Nothing can be answered from it.
 */
export const isAheadOf = (since: ListVersion, current: ListVersion): boolean => {
  const xmaxOf = (version: string) => BigInt(version.split(':')[1] ?? '0');
  return xmaxOf(since) > xmaxOf(current);
};

/**
 * One statement (one snapshot): has anything the list shows changed since `since`? An
 * invoice written, a vendor renamed, an invoice deleted. Three index probes.
 */
export const listChangedSince = async (
  db: Executor,
  orgId: string,
  since: ListVersion,
): Promise<{ changed: boolean; version: ListVersion }> => {
  const [row] = await db
    .select({
      changed: sql<boolean>`(exists (select 1 from ${invoices} where ${and(eq(invoices.orgId, orgId), changedSince(invoices.changeXact, since))})
        or exists (select 1 from ${vendors} where ${and(eq(vendors.orgId, orgId), changedSince(vendors.nameXact, since))})
        or exists (select 1 from ${invoiceTombstones} where ${and(eq(invoiceTombstones.orgId, orgId), changedSince(invoiceTombstones.changeXact, since))}))`,
      version: sql<string>`pg_current_snapshot()::text`,
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('the change probe answered nothing');
  return { changed: isAheadOf(since, row.version) || row.changed, version: row.version };
};
