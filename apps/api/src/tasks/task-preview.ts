import { maskAccountNumber, toCents, vendorDisplayName } from '@ap/domain';
import {
  PayInvoiceParametersSchema,
  type TaskFieldChange,
  type TaskPaymentPreview,
  type TaskPreview,
  UpdateVendorParametersSchema,
} from '@ap/domain/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { PAYMENT_INFORMATION_FIELDS } from '../assistant/drafting/protections';
import type { Executor } from '../audit/record-mutation';
import { invoices, vendors } from '../db/schema';
import type { InvoiceRow } from '../invoices/invoice-view';
import { isoDate } from '../payments/payment-deps';
import type { VendorRow } from '../vendors/vendor-view';
import type { TaskRow } from './task-view';
import { VENDOR_FIELD_COLUMNS, VENDOR_FIELD_LABELS, type VendorField } from './vendor-changes';

const SECRET_FIELDS: ReadonlySet<string> = new Set(['account_number', 'routing_number']);
const PAYMENT_FIELDS: ReadonlySet<string> = new Set(PAYMENT_INFORMATION_FIELDS);

/** A field's value as it may leave the server: bank numbers to their last four digits. */
const shown = (field: string, value: string | null | undefined): string | null => {
  if (value === null || value === undefined || value === '') return null;
  return SECRET_FIELDS.has(field) ? maskAccountNumber(value) || null : value;
};

/** Each known field the task sets, with the vendor's value today beside the new one. */
const fieldChanges = (
  changes: Record<string, string | null>,
  vendor: VendorRow | undefined,
): TaskFieldChange[] =>
  Object.entries(changes)
    .filter(([field]) => field in VENDOR_FIELD_COLUMNS)
    .map(([field, to]) => {
      const column = VENDOR_FIELD_COLUMNS[field as VendorField];
      return {
        field,
        label: VENDOR_FIELD_LABELS[field as VendorField],
        from: shown(field, vendor ? (vendor[column] as string | null) : null),
        to: shown(field, to),
        payment_information: PAYMENT_FIELDS.has(field),
      };
    });

/**
 * Where the money goes if the task is approved now: the amount and currency it was approved
 * with (execution refuses any other), the payee's masked account, and the send date (a
 * payment_send_date in the future holds it; otherwise it goes on approval).
 */
const paymentPreview = (
  task: TaskRow,
  amount: number | undefined,
  invoice: InvoiceRow | undefined,
  payee: VendorRow | undefined,
): TaskPaymentPreview | undefined => {
  const cents = task.paymentBinding?.amountCents ?? invoice?.amountCents;
  if (cents === undefined && amount === undefined) return undefined;
  const today = isoDate();
  return {
    payee: vendorDisplayName(payee),
    amount_cents: cents ?? toCents(amount ?? 0),
    currency: task.paymentBinding?.currency ?? invoice?.currency ?? 'USD',
    destination_account: payee ? maskAccountNumber(payee.accountNumber) || null : null,
    bank_name: payee?.bankName ?? null,
    payment_date:
      invoice?.paymentSendDate && invoice.paymentSendDate > today ? invoice.paymentSendDate : null,
  };
};

/**
 * Previews of what approving each task will do, read in two queries for the whole list.
 * Vendor names for every task; field changes and payment details only while pending (after
 * that the vendor's record already holds the result).
 */
export const taskPreviews = async (
  db: Executor,
  orgId: string,
  rows: TaskRow[],
): Promise<Map<string, TaskPreview>> => {
  const invoiceIds = new Set<string>();
  const vendorIds = new Set<string>();
  const parsed = rows.map((row) => {
    if (row.taskType === 'update_vendor') {
      const parameters = UpdateVendorParametersSchema.safeParse(row.parameters);
      if (parameters.success) vendorIds.add(parameters.data.vendor_id);
      return { row, vendor: parameters.data?.vendor_id, update: parameters.data };
    }
    if (row.taskType === 'pay_invoice') {
      const parameters = PayInvoiceParametersSchema.safeParse(row.parameters);
      const invoiceId = row.invoiceId ?? parameters.data?.invoice_id;
      if (invoiceId) invoiceIds.add(invoiceId);
      if (parameters.data?.vendor_id) vendorIds.add(parameters.data.vendor_id);
      return {
        row,
        vendor: parameters.data?.vendor_id ?? undefined,
        invoiceId,
        pay: parameters.data,
      };
    }
    return { row };
  });
  const invoiceRows = invoiceIds.size
    ? await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orgId, orgId), inArray(invoices.id, [...invoiceIds])))
    : [];
  const invoiceById = new Map(invoiceRows.map((invoice) => [invoice.id, invoice]));
  // The payee is whoever the invoice names now (the binding refuses any other at execution).
  for (const invoice of invoiceRows) if (invoice.vendorId) vendorIds.add(invoice.vendorId);
  const vendorRows = vendorIds.size
    ? await db
        .select()
        .from(vendors)
        .where(and(eq(vendors.orgId, orgId), inArray(vendors.id, [...vendorIds])))
    : [];
  const vendorById = new Map(vendorRows.map((vendor) => [vendor.id, vendor]));

  const previews = new Map<string, TaskPreview>();
  for (const item of parsed) {
    const { row } = item;
    const pending = row.status === 'pending';
    if (item.update) {
      const vendor = vendorById.get(item.update.vendor_id);
      previews.set(row.id, {
        vendor_name: vendor ? vendorDisplayName(vendor) : null,
        ...(pending ? { changes: fieldChanges(item.update.changes ?? {}, vendor) } : {}),
      });
    } else if (item.pay) {
      const invoice = item.invoiceId ? invoiceById.get(item.invoiceId) : undefined;
      const payee = vendorById.get(invoice?.vendorId ?? item.vendor ?? '');
      const payment = pending ? paymentPreview(row, item.pay.amount, invoice, payee) : undefined;
      previews.set(row.id, {
        vendor_name: payee ? vendorDisplayName(payee) : null,
        ...(payment ? { payment } : {}),
      });
    }
  }
  return previews;
};
