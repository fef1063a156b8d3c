import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { integrationConnections, vendors } from '../db/schema';
import { dataKeyring, SEALED_PREFIX } from './data-keyring';

/**
 * Start-up pass after the migrations: seals bank details and OAuth credentials still stored
 * in plain text (rows from before encryption, or the seed) and re-seals values sealed with an
 * old key, so a rotated-out key can be dropped once a start has run. Idempotent.
 */
export const sealDataAtRest = async (db: Database): Promise<number> => {
  const current = `${SEALED_PREFIX}${dataKeyring().currentKeyId}:%`;
  const stale = (column: typeof vendors.accountNumber | typeof vendors.routingNumber) =>
    and(isNotNull(column), sql`${column} not like ${current}`);
  const vendorRows = await db
    .select()
    .from(vendors)
    .where(or(stale(vendors.accountNumber), stale(vendors.routingNumber)));
  const connectionRows = await db
    .select()
    .from(integrationConnections)
    .where(sql`coalesce(${integrationConnections.credentials}->>'sealed', '') not like ${current}`);
  if (vendorRows.length === 0 && connectionRows.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const row of vendorRows) {
      await tx
        .update(vendors)
        .set({ accountNumber: row.accountNumber, routingNumber: row.routingNumber })
        .where(eq(vendors.id, row.id));
    }
    for (const row of connectionRows) {
      await tx
        .update(integrationConnections)
        .set({ credentials: row.credentials })
        .where(
          and(
            eq(integrationConnections.orgId, row.orgId),
            eq(integrationConnections.service, row.service),
          ),
        );
    }
  });
  return vendorRows.length + connectionRows.length;
};
