import type { Invoice, InvoiceListRow } from '@ap/domain/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import { allQueries } from '../db/all-queries';
import { invoices, lineItems, vendors } from '../db/schema';
import { readInSnapshot } from '../db/snapshot';
import { notFound } from '../http/api-error';
import type { LineItemRow } from './invoice-view';
import { toInvoiceListRowView, toInvoiceView } from './invoice-view';

const groupItems = (rows: LineItemRow[]): Map<string, LineItemRow[]> => {
  const byInvoice = new Map<string, LineItemRow[]>();
  for (const item of rows) {
    const list = byInvoice.get(item.invoiceId);
    if (list) list.push(item);
    else byInvoice.set(item.invoiceId, [item]);
  }
  return byInvoice;
};

/** Every invoice of the org in full, newest first, with vendor and items (admin list). */
export const listInvoices = async (db: Executor, orgId: string): Promise<Invoice[]> => {
  // One snapshot: an invoice is never listed without the items written with it.
  const [invoiceRows, vendorRows, itemRows] = await readInSnapshot(db, (tx) =>
    allQueries(tx, [
      () =>
        tx
          .select()
          .from(invoices)
          .where(eq(invoices.orgId, orgId))
          .orderBy(desc(invoices.createdAt), desc(invoices.id)),
      () => tx.select().from(vendors).where(eq(vendors.orgId, orgId)),
      () =>
        tx
          .select()
          .from(lineItems)
          .where(eq(lineItems.orgId, orgId))
          .orderBy(asc(lineItems.position)),
    ] as const),
  );
  const vendorsById = new Map(vendorRows.map((v) => [v.id, v]));
  const itemsByInvoice = groupItems(itemRows);
  return invoiceRows.map((row) =>
    toInvoiceView(
      row,
      row.vendorId ? vendorsById.get(row.vendorId) : undefined,
      itemsByInvoice.get(row.id) ?? [],
    ),
  );
};

/**
 * The /invoices list of the org, newest first: only the columns a row shows, vendors by id and
 * name, no line items (two indexed queries).
 */
export const listInvoiceRows = async (db: Executor, orgId: string): Promise<InvoiceListRow[]> => {
  // Also read inside a transaction (the list cache's snapshot): allQueries keeps them in turn.
  const [invoiceRows, vendorRows] = await allQueries(db, [
    () =>
      db
        .select({
          id: invoices.id,
          invoiceNumber: invoices.invoiceNumber,
          vendorId: invoices.vendorId,
          amountCents: invoices.amountCents,
          currency: invoices.currency,
          status: invoices.status,
          dueDate: invoices.dueDate,
          checks: invoices.checks,
        })
        .from(invoices)
        .where(eq(invoices.orgId, orgId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id)),
    () =>
      db
        .select({ id: vendors.id, name: vendors.name })
        .from(vendors)
        .where(eq(vendors.orgId, orgId)),
  ] as const);
  const vendorsById = new Map(vendorRows.map((v) => [v.id, v]));
  return invoiceRows.map((row) =>
    toInvoiceListRowView(row, row.vendorId ? vendorsById.get(row.vendorId) : undefined),
  );
};

/** Invoices of the given ids in the org (for threads), with vendor and items. */
export const listInvoicesByIds = async (
  db: Executor,
  orgId: string,
  ids: string[],
): Promise<Invoice[]> => {
  if (ids.length === 0) return [];
  // One snapshot: an edit replacing the items between the reads shows either side, not both.
  const [invoiceRows, vendorRows, itemRows] = await readInSnapshot(db, async (tx) => {
    const rows = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orgId, orgId), inArray(invoices.id, ids)))
      .orderBy(desc(invoices.createdAt));
    const vendorIds = rows.flatMap((row) => (row.vendorId ? [row.vendorId] : []));
    const [vendorRows, itemRows] = await allQueries(tx, [
      async () =>
        vendorIds.length ? tx.select().from(vendors).where(inArray(vendors.id, vendorIds)) : [],
      () =>
        tx
          .select()
          .from(lineItems)
          .where(inArray(lineItems.invoiceId, ids))
          .orderBy(asc(lineItems.position)),
    ] as const);
    return [rows, vendorRows, itemRows] as const;
  });
  const vendorsById = new Map(vendorRows.map((v) => [v.id, v]));
  const itemsByInvoice = groupItems(itemRows);
  return invoiceRows.map((row) =>
    toInvoiceView(
      row,
      row.vendorId ? vendorsById.get(row.vendorId) : undefined,
      itemsByInvoice.get(row.id) ?? [],
    ),
  );
};

/** One invoice of the org; another org's id answers 404 like a missing one. */
export const getInvoice = async (db: Executor, orgId: string, id: string): Promise<Invoice> => {
  const [invoice] = await listInvoicesByIds(db, orgId, [id]);
  if (!invoice) throw notFound('Invoice');
  return invoice;
};

export const getInvoiceRow = async (db: Executor, orgId: string, id: string) => {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, id)));
  if (!row) throw notFound('Invoice');
  return row;
};
