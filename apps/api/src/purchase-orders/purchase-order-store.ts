import { type PurchaseOrderSubject, toCents } from '@ap/domain';
import type { PurchaseOrder } from '@ap/domain/contract';
import { and, eq, or, sql } from 'drizzle-orm';
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

/** Keeps what QuickBooks said of each purchase order (inserted or replaced). */
export const savePurchaseOrders = async (
  db: Executor,
  orgId: string,
  entities: readonly QboEntity[],
) => {
  for (const entity of entities) {
    const row = toPurchaseOrderRow(orgId, entity);
    await db
      .insert(purchaseOrders)
      .values(row)
      .onConflictDoUpdate({ target: [purchaseOrders.orgId, purchaseOrders.qboId], set: row });
  }
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
