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
import { LineItemSchema } from './line-item';
import { VendorSchema } from './vendor';

/** Invoice statuses seen in the product; the server may send others (shown in pending style). */
export const KNOWN_INVOICE_STATUSES = INVOICE_STATUSES;

export const KnownInvoiceStatusSchema = z.enum(KNOWN_INVOICE_STATUSES);

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
});

export const InvoiceListSchema = z.array(InvoiceSchema);

export type KnownInvoiceStatus = z.infer<typeof KnownInvoiceStatusSchema>;
export type Invoice = z.infer<typeof InvoiceSchema>;
