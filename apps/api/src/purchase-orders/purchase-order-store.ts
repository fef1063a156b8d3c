import { type PurchaseOrderSubject, toCents } from '@ap/domain';
import type { PurchaseOrder } from '@ap/domain/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import { purchaseOrders } from '../db/schema';
import type { QboEntity } from '../integrations/quickbooks/quickbooks-books';

type Row = typeof purchaseOrders.$inferSelect;
type Ref = { value?: string; name?: string } | undefined;
type QboLine = { Amount?: number | string; Description?: string };

/** A QuickBooks PurchaseOrder (Intuit's JSON) as the row that keeps it. */
export const toPurchaseOrderRow = (
  orgId: string,
  entity: QboEntity,
): typeof purchaseOrders.$inferInsert => {
  const vendor = entity.VendorRef as Ref;
  const lines = Array.isArray(entity.Line) ? (entity.Line as QboLine[]) : [];
  return {
    orgId,
    qboId: entity.Id,
    docNumber: typeof entity.DocNumber === 'string' ? entity.DocNumber : null,
    vendorQboId: vendor?.value ?? null,
    vendorName: vendor?.name ?? null,
    status: entity.POStatus === 'Closed' ? 'Closed' : 'Open',
    totalCents: toCents(entity.TotalAmt as number | string | undefined),
    lines: lines
      .filter((line) => line.Amount !== undefined)
      .map((line) => ({
        description: line.Description ?? null,
        amount_cents: toCents(line.Amount),
      })),
    syncToken: typeof entity.SyncToken === 'string' ? entity.SyncToken : null,
    syncedAt: new Date(),
  };
};

/**
 * Keeps what QuickBooks said of each purchase order (inserted or replaced); true when one was
 * new or changed (QuickBooks' SyncToken moved), so the checks need a look.
 */
export const savePurchaseOrders = async (
  db: Executor,
  orgId: string,
  entities: readonly QboEntity[],
): Promise<boolean> => {
  if (entities.length === 0) return false;
  const known = new Map(
    (
      await db
        .select({ qboId: purchaseOrders.qboId, syncToken: purchaseOrders.syncToken })
        .from(purchaseOrders)
        .where(
          and(
            eq(purchaseOrders.orgId, orgId),
            inArray(
              purchaseOrders.qboId,
              entities.map((entity) => entity.Id),
            ),
          ),
        )
    ).map((row) => [row.qboId, row.syncToken]),
  );
  let changed = false;
  for (const entity of entities) {
    const row = toPurchaseOrderRow(orgId, entity);
    changed ||= !known.has(row.qboId) || known.get(row.qboId) !== row.syncToken;
    await db
      .insert(purchaseOrders)
      .values(row)
      .onConflictDoUpdate({ target: [purchaseOrders.orgId, purchaseOrders.qboId], set: row });
  }
  return changed;
};

export const toPurchaseOrderSubject = (row: Row): PurchaseOrderSubject => ({
  id: row.qboId,
  doc_number: row.docNumber,
  status: row.status,
  total_cents: row.totalCents,
  lines: row.lines,
});

export const toPurchaseOrderView = (row: Row): PurchaseOrder => ({
  id: row.qboId,
  doc_number: row.docNumber,
  vendor_name: row.vendorName,
  status: row.status,
  total_cents: row.totalCents,
  lines: row.lines,
  synced_at: row.syncedAt.toISOString(),
});

export const listPurchaseOrders = (db: Executor, orgId: string) =>
  db
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.orgId, orgId))
    .orderBy(purchaseOrders.qboId);

/**
 * The open purchase orders of a vendor: those of its QuickBooks vendor id, or (a vendor not
 * yet booked in QuickBooks) those whose vendor has its name.
 */
export const openOrdersOfVendor = async (
  db: Executor,
  orgId: string,
  vendor: { qboVendorId: string | null; name: string },
): Promise<PurchaseOrderSubject[]> => {
  const byName = vendor.name.trim()
    ? sql`lower(${purchaseOrders.vendorName}) = ${vendor.name.trim().toLowerCase()}`
    : sql`false`;
  const rows = await db
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.orgId, orgId),
        eq(purchaseOrders.status, 'Open'),
        vendor.qboVendorId
          ? or(eq(purchaseOrders.vendorQboId, vendor.qboVendorId), byName)
          : byName,
      ),
    );
  return rows.map(toPurchaseOrderSubject);
};
