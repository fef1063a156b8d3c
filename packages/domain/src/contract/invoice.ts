import { z } from 'zod';
import { INVOICE_STATUSES } from '../constants';
import { ApprovalSchema } from './approval';
import { CheckSchema } from './check';
import {
  AmountSchema,
  CalendarDateSchema,
  CurrencySchema,
  IdSchema,
  TimestampSchema,
} from './common';
import { InvoiceFieldSourcesSchema } from './invoice-field-source';
import { LineItemSchema } from './line-item';
import { VendorSchema } from './vendor';

/** Invoice statuses seen in the product; the server may send others (shown in pending style). */
export const KNOWN_INVOICE_STATUSES = INVOICE_STATUSES;

export const KnownInvoiceStatusSchema = z.enum(KNOWN_INVOICE_STATUSES);

/**
 * Who stopped an invoice's payment and why (the thread instructions hold / release): a held
 * invoice cannot be paid until an Admin releases it.
 */
export const PaymentHoldSchema = z.object({
  /** Who held it: the e-mail address (or name) stored with the hold. */
  held_by: z.string(),
  /** Why, in the words of whoever held it; null when they gave none. */
  reason: z.string().nullable(),
  held_at: TimestampSchema,
});

/** An invoice as read by GET /api/invoices/ and GET /api/invoices/{id}. */
export const InvoiceSchema = z.object({
  id: IdSchema,
  invoice_number: z.string().nullable(),
  vendor_id: IdSchema.nullable(),
  vendor: VendorSchema.nullable(),
  amount: AmountSchema,
  currency: CurrencySchema,
  status: z.string(),
  issue_date: CalendarDateSchema.nullable(),
  due_date: CalendarDateSchema.nullable(),
  payment_send_date: CalendarDateSchema.nullable(),
  payment_terms: z.string().nullable(),
  created_at: TimestampSchema,
  approvals: z.array(ApprovalSchema),
  requisitioner_contact_name: z.string().nullable(),
  requisitioner_contact_email: z.string().nullable(),
  requisitioner_company_name: z.string().nullable(),
  requisitioner_company_office_address: z.string().nullable(),
  checks: z.array(CheckSchema),
  items: z.array(LineItemSchema),
  accounting_effective_date: CalendarDateSchema.nullable(),
  /** Where each field came from (read with a confidence at a box, or typed); absent: unknown. */
  field_sources: InvoiceFieldSourcesSchema.optional(),
  /** Beyond SPEC §3: the purchase order number printed on the invoice (or typed). */
  po_number: z.string().nullable().optional(),
  /** Beyond SPEC §3: the hold on its payment; null when it may be paid. */
  payment_hold: PaymentHoldSchema.nullable().optional(),
});

/** Every invoice in full: GET /api/admin/invoices. */
export const InvoiceListSchema = z.array(InvoiceSchema);

/** A check as the list carries it: what the derived display status reads (SPEC §4). */
export const InvoiceListCheckSchema = CheckSchema.pick({
  name: true,
  status: true,
  overridden: true,
});

/**
 * One row of GET /api/invoices/ (SPEC §7: id, invoice_number, vendor, checks, amount,
 * currency, due_date and what the status needs). The vendor is its id and name; the dialog
 * reads the whole invoice from GET /api/invoices/{id}. A full `Invoice` satisfies it.
 */
export const InvoiceListRowSchema = z.object({
  id: IdSchema,
  invoice_number: z.string().nullable(),
  vendor: VendorSchema.pick({ id: true, name: true }).nullable(),
  amount: AmountSchema,
  currency: CurrencySchema,
  status: z.string(),
  due_date: CalendarDateSchema.nullable(),
  checks: z.array(InvoiceListCheckSchema),
});

/** GET /api/invoices/: the rows of the /invoices list, newest first. */
export const InvoiceListRowsSchema = z.array(InvoiceListRowSchema);

export type KnownInvoiceStatus = z.infer<typeof KnownInvoiceStatusSchema>;
export type PaymentHold = z.infer<typeof PaymentHoldSchema>;
export type Invoice = z.infer<typeof InvoiceSchema>;
export type InvoiceListCheck = z.infer<typeof InvoiceListCheckSchema>;
export type InvoiceListRow = z.infer<typeof InvoiceListRowSchema>;

/** The list row of a whole invoice (what GET /api/invoices/ answers for it). */
export const toInvoiceListRow = (invoice: Invoice): InvoiceListRow => ({
  id: invoice.id,
  invoice_number: invoice.invoice_number,
  vendor: invoice.vendor ? { id: invoice.vendor.id, name: invoice.vendor.name } : null,
  amount: invoice.amount,
  currency: invoice.currency,
  status: invoice.status,
  due_date: invoice.due_date,
  checks: invoice.checks.map(({ name, status, overridden }) => ({ name, status, overridden })),
});
