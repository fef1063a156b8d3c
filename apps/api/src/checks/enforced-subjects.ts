import {
  type EnforcedTest,
  type FraudOtherInvoice,
  type FraudSubject,
  invoiceNumberKey,
  type PurchaseOrderContext,
  toCents,
} from '@ap/domain';
import type { Invoice } from '@ap/domain/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import {
  intakeMessages,
  invoices,
  vendorBankChanges,
  vendorProcurementApprovals,
} from '../db/schema';
import { readCheckThresholds, toleranceOf } from '../purchase-orders/check-thresholds-store';
import { openOrdersOfVendor } from '../purchase-orders/purchase-order-store';
import type { VendorRow } from '../vendors/vendor-view';
import { accountFingerprint } from './printed-remittance';

type OtherRow = {
  id: string;
  invoiceNumber: string | null;
  vendorId: string | null;
  amountCents: number;
  issueDate: string | null;
};

const emailIn = (sender: string | null) =>
  sender?.match(/[^\s<>"]+@[^\s<>"]+/)?.[0]?.toLowerCase() ?? null;
const today = () => new Date().toISOString().slice(0, 10);

/** Invoice id → the address that mailed it to the AP mailbox. */
const sendersOf = async (db: Executor, orgId: string, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ sender: intakeMessages.sender, invoiceIds: intakeMessages.invoiceIds })
    .from(intakeMessages)
    .where(
      and(
        eq(intakeMessages.orgId, orgId),
        sql`${intakeMessages.invoiceIds} ?| ${sql.raw(`array[${ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(',')}]`)}`,
      ),
    );
  const senders = new Map<string, string>();
  for (const row of rows) {
    const email = emailIn(row.sender);
    if (email) for (const id of row.invoiceIds) senders.set(id, email);
  }
  return senders;
};

/** Procurement approvals of the vendors: vendor id → when. */
export const procurementApprovalsOf = async (
  db: Executor,
  orgId: string,
  vendorIds: readonly string[],
) => {
  if (vendorIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select()
    .from(vendorProcurementApprovals)
    .where(
      and(
        eq(vendorProcurementApprovals.orgId, orgId),
        inArray(vendorProcurementApprovals.vendorId, [...vendorIds]),
      ),
    );
  return new Map(rows.map((row) => [row.vendorId, row.approvedAt.toISOString()]));
};

/** The open purchase orders of each invoice's vendor and the Admin's tolerance. */
export const purchaseOrderContexts = async (
  db: Executor,
  orgId: string,
  vendors: ReadonlyMap<string, VendorRow>,
): Promise<(invoice: Invoice) => PurchaseOrderContext> => {
  const tolerance = toleranceOf(await readCheckThresholds(db, orgId));
  const byVendor = new Map<string, PurchaseOrderContext>();
  for (const [id, vendor] of vendors)
    byVendor.set(id, { openOrders: await openOrdersOfVendor(db, orgId, vendor), tolerance });
  return (invoice) =>
    (invoice.vendor_id && byVendor.get(invoice.vendor_id)) || { openOrders: [], tolerance };
};

/**
 * What the fraud signals read about each invoice: the vendor's other invoices and their
 * senders, its bank-change times, invoices of other vendors with the same amount and date or a
 * look-alike number, the printed remittance account, and the Admin's new-vendor amount.
 */
export const fraudSubjects = async (
  db: Executor,
  orgId: string,
  views: readonly Invoice[],
  vendors: ReadonlyMap<string, VendorRow>,
  sameVendorRows: readonly OtherRow[],
): Promise<(invoice: Invoice) => FraudSubject> => {
  const ids = views.map((view) => view.id);
  const thresholds = await readCheckThresholds(db, orgId);
  const remittances = new Map(
    (
      await db
        .select({
          id: invoices.id,
          fingerprint: invoices.remittanceFingerprint,
          last4: invoices.remittanceLast4,
        })
        .from(invoices)
        .where(and(eq(invoices.orgId, orgId), inArray(invoices.id, ids)))
    ).map((row) => [row.id, row]),
  );
  const vendorIds = [...vendors.keys()];
  const changes = vendorIds.length
    ? await db
        .select({ vendorId: vendorBankChanges.vendorId, at: vendorBankChanges.changedAt })
        .from(vendorBankChanges)
        .where(
          and(eq(vendorBankChanges.orgId, orgId), inArray(vendorBankChanges.vendorId, vendorIds)),
        )
    : [];
  // Integers only, so written into the query (a parameter each would cap the batch size).
  const amounts = views.map((view) => Math.trunc(toCents(view.amount)));
  const keys = [
    ...new Set(
      views
        .map((view) => invoiceNumberKey(view.invoice_number))
        .filter((key): key is string => key !== null),
    ),
  ];
  const compactNumber = sql`regexp_replace(upper(coalesce(${invoices.invoiceNumber}, '')), '[^A-Z0-9]', '', 'g')`;
  const lookalikes = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      vendorId: invoices.vendorId,
      amountCents: invoices.amountCents,
      issueDate: invoices.issueDate,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.orgId, orgId),
        or(
          sql`${invoices.amountCents} = any(${sql.raw(`array[${[...new Set(amounts)].join(',')}]::bigint[]`)})`,
          ...(keys.length
            ? [
                sql`${compactNumber} like any (${sql.raw(`array[${keys.map((key) => `'%${key}'`).join(',')}]`)})`,
              ]
            : []),
        ),
      ),
    );
  const senders = await sendersOf(db, orgId, [
    ...new Set([...ids, ...sameVendorRows.map((row) => row.id)]),
  ]);
  const other = (row: OtherRow): FraudOtherInvoice => ({
    id: row.id,
    invoice_number: row.invoiceNumber,
    vendor_id: row.vendorId,
    amount_cents: row.amountCents,
    issue_date: row.issueDate,
    sender_email: senders.get(row.id) ?? null,
  });
  // Indexed once: a recompute of every open invoice reads each list per invoice.
  const byVendor = groupBy(sameVendorRows, (row) => row.vendorId ?? '');
  const byAmountAndDate = groupBy(lookalikes, (row) => `${row.amountCents}|${row.issueDate}`);
  const byNumber = groupBy(lookalikes, (row) => invoiceNumberKey(row.invoiceNumber) ?? '');
  const changesOf = groupBy(changes, (change) => change.vendorId);
  return (invoice) => {
    const vendor = invoice.vendor_id ? vendors.get(invoice.vendor_id) : undefined;
    const numberKey = invoiceNumberKey(invoice.invoice_number);
    const alike = new Set([
      ...(byAmountAndDate.get(`${toCents(invoice.amount)}|${invoice.issue_date}`) ?? []),
      ...(numberKey ? (byNumber.get(numberKey) ?? []) : []),
    ]);
    const printed = remittances.get(invoice.id);
    const send =
      invoice.payment_send_date && invoice.payment_send_date > today()
        ? invoice.payment_send_date
        : today();
    return {
      invoice: {
        ...other({
          id: invoice.id,
          invoiceNumber: invoice.invoice_number,
          vendorId: invoice.vendor_id,
          amountCents: toCents(invoice.amount),
          issueDate: invoice.issue_date,
        }),
        remittance:
          printed?.fingerprint && printed.last4
            ? { fingerprint: printed.fingerprint, last4: printed.last4 }
            : null,
      },
      payment_date: send,
      vendor: vendor
        ? {
            contact_email: vendor.contactEmail,
            bank_changed_at: (changesOf.get(vendor.id) ?? []).map((change) =>
              change.at.toISOString(),
            ),
            bank:
              vendor.accountNumber && printed?.fingerprint
                ? {
                    fingerprint: accountFingerprint(vendor.accountNumber, printed.fingerprint),
                    last4: vendor.accountNumber.replace(/\D/g, '').slice(-4),
                  }
                : null,
          }
        : null,
      vendor_history: (byVendor.get(invoice.vendor_id ?? '') ?? [])
        .filter((row) => invoice.vendor_id && row.id !== invoice.id)
        .map(other),
      other_vendor_invoices: [...alike]
        .filter((row) => row.vendorId !== invoice.vendor_id)
        .map(other),
      new_vendor_review_cents: thresholds.new_vendor_review_cents,
    };
  };
};

const groupBy = <T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/** Gathers only what the enforced items need (the rest costs nothing). */
export const needs = (enforced: EnforcedTest) => ({
  purchaseOrders: enforced('valid_po_number'),
  fraud: enforced('fraud_detection'),
  procurement: enforced('approved_by_procurement'),
});
