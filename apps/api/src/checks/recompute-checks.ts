import { computeInvoiceChecks, enforcedIn } from '@ap/domain';
import type { Check } from '@ap/domain/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import type { Database } from '../db/database';
import { invoiceDocuments, invoices, vendors } from '../db/schema';
import { listInvoicesByIds } from '../invoices/invoice-queries';
import { readCompanyNames } from '../organization/company-details/company-details-store';
import { readStoredValue } from '../organization/configurations/configurations-store';
import { readOrganization } from '../organization/ensure-organization';
import {
  documentHashes,
  toInvoiceSubject,
  toOtherInvoiceSubject,
  toVendorSubject,
} from './check-subjects';
import {
  fraudSubjects,
  needs,
  procurementApprovalsOf,
  purchaseOrderContexts,
} from './enforced-subjects';
import { mandatoryChecksConfigOf } from './mandatory-checks-config';
import { sameChecks } from './same-checks';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database, or a transaction the caller is in (the work then runs in a savepoint). */
export type CheckWriter = Database | Tx;

const otherColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  vendorId: invoices.vendorId,
  amountCents: invoices.amountCents,
  issueDate: invoices.issueDate,
};

const inTransaction = <T>(db: CheckWriter, work: (tx: Tx) => Promise<T>): Promise<T> =>
  (db as Database).transaction(work);

/**
 * Recomputes and stores the checks of the given invoices of one org, in one transaction. Rows
 * are locked first, so concurrent recomputes of an invoice take turns and the last one writes
 * what the committed data says. Overrides follow the domain's rule (resolveOverride). The
 * organisation's saved mandatory-checks configuration (the settings page's server copy; the
 * recommended defaults when none) decides which failures block payment. Returns the ids whose
 * checks changed.
 */
export const recomputeInvoices = (
  db: CheckWriter,
  orgId: string,
  invoiceIds: readonly string[],
): Promise<string[]> =>
  inTransaction(db, async (tx) => {
    const ids = [...new Set(invoiceIds)];
    if (ids.length === 0) return [];
    await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.orgId, orgId), inArray(invoices.id, ids)))
      .for('update');
    const views = await listInvoicesByIds(tx, orgId, ids);
    const vendorIds = [
      ...new Set(views.flatMap((view) => (view.vendor_id ? [view.vendor_id] : []))),
    ];
    const hashes = await documentHashes(tx, orgId, ids);
    // One after another: a transaction is one connection, which takes one query at a time.
    const org = await readOrganization(tx, orgId);
    const organizationNames = await readCompanyNames(tx, org);
    const vendorRows = vendorIds.length
      ? await tx
          .select()
          .from(vendors)
          .where(and(eq(vendors.orgId, orgId), inArray(vendors.id, vendorIds)))
      : [];
    const byVendor = vendorIds.length
      ? await tx
          .select(otherColumns)
          .from(invoices)
          .where(and(eq(invoices.orgId, orgId), inArray(invoices.vendorId, vendorIds)))
      : [];
    // 'Or the same file': another invoice read from the same document, whoever the vendor.
    const byFile = hashes.size
      ? await tx
          .selectDistinct(otherColumns)
          .from(invoices)
          .innerJoin(
            invoiceDocuments,
            and(
              eq(invoiceDocuments.orgId, invoices.orgId),
              eq(invoiceDocuments.invoiceId, invoices.id),
            ),
          )
          .where(
            and(
              eq(invoices.orgId, orgId),
              inArray(invoiceDocuments.sha256, [...new Set(hashes.values())]),
            ),
          )
      : [];
    const others = [...new Map([...byVendor, ...byFile].map((row) => [row.id, row])).values()];
    const otherHashes = await documentHashes(
      tx,
      orgId,
      others.map((row) => row.id),
    );
    const config = mandatoryChecksConfigOf(await readStoredValue(tx, orgId, 'mandatory_checks'));
    // What only enforced items read (purchase orders, fraud signals, procurement approvals).
    const wanted = needs(enforcedIn(config));
    const rowsById = new Map(vendorRows.map((row) => [row.id, row]));
    const approvals = wanted.procurement
      ? await procurementApprovalsOf(tx, orgId, vendorIds)
      : new Map<string, string>();
    const purchaseOrdersOf = wanted.purchaseOrders
      ? await purchaseOrderContexts(tx, orgId, rowsById)
      : undefined;
    const fraudOf = wanted.fraud
      ? await fraudSubjects(tx, orgId, views, rowsById, byVendor)
      : undefined;
    const vendorsById = new Map(
      vendorRows.map((row) => [
        row.id,
        { ...toVendorSubject(row), procurement_approved_at: approvals.get(row.id) ?? null },
      ]),
    );
    const otherInvoices = others.map((row) =>
      toOtherInvoiceSubject(row, otherHashes.get(row.id) ?? null),
    );
    const changed: string[] = [];
    for (const invoice of views) {
      const checks: Check[] = computeInvoiceChecks({
        invoice: toInvoiceSubject(invoice, hashes.get(invoice.id) ?? null),
        vendor: (invoice.vendor_id && vendorsById.get(invoice.vendor_id)) || null,
        organizationNames,
        config,
        otherInvoices,
        previousChecks: invoice.checks,
        ...(purchaseOrdersOf ? { purchaseOrders: purchaseOrdersOf(invoice) } : {}),
        ...(fraudOf ? { fraud: fraudOf(invoice) } : {}),
      });
      if (sameChecks(checks, invoice.checks)) continue;
      await tx
        .update(invoices)
        .set({ checks })
        .where(and(eq(invoices.orgId, orgId), eq(invoices.id, invoice.id)));
      changed.push(invoice.id);
    }
    return changed;
  });

/** Recomputes one invoice's checks (after an extraction or an edit). */
export const recomputeInvoiceChecks = async (
  db: CheckWriter,
  orgId: string,
  invoiceId: string,
): Promise<void> => {
  await recomputeInvoices(db, orgId, [invoiceId]);
};

/**
 * The invoices whose checks follow a vendor: those of the vendor that already have checks
 * (one still Processing waits for its extraction) and are not paid (a paid invoice keeps the
 * checks it was paid with).
 */
const liveInvoicesOf = (db: Executor, orgId: string, vendorIds: readonly string[]) =>
  db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.orgId, orgId),
        inArray(invoices.vendorId, [...vendorIds]),
        ne(sql`lower(${invoices.status})`, 'paid'),
        sql`jsonb_array_length(${invoices.checks}) > 0`,
      ),
    );

/** The ids of the invoices whose checks follow the vendor (read before deleting it). */
export const invoicesFollowingVendor = async (
  db: Executor,
  orgId: string,
  vendorId: string,
): Promise<string[]> => (await liveInvoicesOf(db, orgId, [vendorId])).map((row) => row.id);

/** After a vendor change: recomputes the checks of the vendor's live invoices. */
export const recomputeVendorInvoices = async (
  db: CheckWriter,
  orgId: string,
  vendorId: string,
): Promise<string[]> => {
  const rows = await liveInvoicesOf(db, orgId, [vendorId]);
  return recomputeInvoices(
    db,
    orgId,
    rows.map((row) => row.id),
  );
};

/**
 * After an invoice is saved: its own checks, and those of the live invoices of its vendor
 * before and after the save, whose uniqueness may have changed with its number, amount or date.
 */
export const recomputeAfterInvoiceSave = async (
  db: CheckWriter,
  orgId: string,
  invoiceId: string,
  vendorIdBefore: string | null,
): Promise<void> => {
  const [row] = await db
    .select({ vendorId: invoices.vendorId })
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, invoiceId)));
  const vendorIds = [vendorIdBefore, row?.vendorId].filter((id): id is string => Boolean(id));
  const related = vendorIds.length ? await liveInvoicesOf(db, orgId, vendorIds) : [];
  await recomputeInvoices(db, orgId, [invoiceId, ...related.map((r) => r.id)]);
};

/** Recomputes every unpaid invoice of the org that has checks (after a configuration change). */
export const recomputeOpenInvoices = async (db: CheckWriter, orgId: string): Promise<string[]> => {
  const open = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.orgId, orgId),
        ne(sql`lower(${invoices.status})`, 'paid'),
        sql`jsonb_array_length(${invoices.checks}) > 0`,
      ),
    );
  return recomputeInvoices(
    db,
    orgId,
    open.map((row) => row.id),
  );
};
