import { INVOICE_CHANGES_MAX, type InvoiceChanges, type InvoicePage } from '@ap/domain/contract';
import { and, desc, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import type { Database } from '../db/database';
import { invoices, invoiceTombstones, vendors } from '../db/schema';
import { toInvoicePageRowView } from './invoice-view';
import { changedSince, isAheadOf, type ListVersion, readListVersion } from './list-version';
import { CURSOR_TIMESTAMP_FORMAT, encodeCursor, type PageCursor } from './page-cursor';

const pageColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  vendorId: invoices.vendorId,
  vendorName: vendors.name,
  amountCents: invoices.amountCents,
  currency: invoices.currency,
  status: invoices.status,
  dueDate: invoices.dueDate,
  checks: invoices.checks,
  createdAt: invoices.createdAt,
  cursorAt: sql<string>`to_char(${invoices.createdAt} at time zone 'UTC', ${CURSOR_TIMESTAMP_FORMAT})`,
};

/** List rows of the org matching `where`, newest first, each with its vendor's name. */
const selectRows = (db: Executor, orgId: string, where: SQL | undefined, limit: number) =>
  db
    .select(pageColumns)
    .from(invoices)
    .leftJoin(vendors, and(eq(vendors.id, invoices.vendorId), eq(vendors.orgId, orgId)))
    .where(and(eq(invoices.orgId, orgId), where))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);

type PageRow = Awaited<ReturnType<typeof selectRows>>[number];

const toView = (row: PageRow) =>
  toInvoicePageRowView(row, row.vendorId ? { id: row.vendorId, name: row.vendorName ?? '' } : null);

// One snapshot for the version and the rows it describes; read-only, so it never waits.
const consistentRead = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * One keyset page of the list (created_at, id newest first): one range scan of
 * invoices_org_created_id_idx. `version` is the snapshot the page was read at; a client keeps
 * its first page's and asks for changes since it.
 */
export const readInvoicePage = (
  db: Database,
  orgId: string,
  page: { limit: number; cursor?: PageCursor },
): Promise<InvoicePage> =>
  db.transaction(async (tx) => {
    const version = await readListVersion(tx);
    const { cursor } = page;
    const after = cursor
      ? sql`(${invoices.createdAt}, ${invoices.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
      : undefined;
    const rows = await selectRows(tx, orgId, after, page.limit + 1);
    const shown = rows.slice(0, page.limit);
    const last = shown.at(-1);
    return {
      invoices: shown.map(toView),
      next_cursor:
        rows.length > page.limit && last
          ? encodeCursor({ createdAt: last.cursorAt, id: last.id })
          : null,
      version,
    };
  }, consistentRead);

const reset = (version: ListVersion): InvoiceChanges => ({
  invoices: [],
  deleted_ids: [],
  version,
  reset: true,
});

/**
 * What changed in the org's list since the version a client holds: rows written since (their
 * own change or a rename of their vendor) and ids deleted since. More than INVOICE_CHANGES_MAX,
 * or a version this database cannot have handed out, answers `reset`.
 */
export const readInvoiceChanges = (
  db: Database,
  orgId: string,
  since: ListVersion,
): Promise<InvoiceChanges> =>
  db.transaction(async (tx) => {
    const version = await readListVersion(tx);
    if (isAheadOf(since, version)) return reset(version);
    const cap = INVOICE_CHANGES_MAX + 1;
    const written = await selectRows(tx, orgId, changedSince(invoices.changeXact, since), cap);
    const renamed = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.orgId, orgId), changedSince(vendors.nameXact, since)));
    const relabelled = renamed.length
      ? await selectRows(
          tx,
          orgId,
          inArray(
            invoices.vendorId,
            renamed.map((vendor) => vendor.id),
          ),
          cap,
        )
      : [];
    const deleted = await tx
      .select({ id: invoiceTombstones.invoiceId })
      .from(invoiceTombstones)
      .where(
        and(
          eq(invoiceTombstones.orgId, orgId),
          changedSince(invoiceTombstones.changeXact, since),
          // An id written again after its deletion is a row, not a tombstone.
          notExists(
            tx
              .select({ one: sql`1` })
              .from(invoices)
              .where(eq(invoices.id, invoiceTombstones.invoiceId)),
          ),
        ),
      )
      .limit(cap);
    const rows = [...new Map([...written, ...relabelled].map((row) => [row.id, row])).values()];
    if (rows.length + deleted.length > INVOICE_CHANGES_MAX) return reset(version);
    rows.sort((a, b) =>
      a.cursorAt === b.cursorAt ? (a.id < b.id ? 1 : -1) : a.cursorAt < b.cursorAt ? 1 : -1,
    );
    return {
      invoices: rows.map(toView),
      deleted_ids: deleted.map((row) => row.id),
      version,
      reset: false,
    };
  }, consistentRead);
