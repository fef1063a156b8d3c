import { z } from 'zod';
import { CheckSchema } from './check';
import { AmountSchema, CurrencySchema, IdSchema } from './common';
import { LineItemSaveSchema } from './line-item';

/** A date field of the edit form: YYYY-MM-DD, or empty/null when not set. */
const EditableDateSchema = z.union([z.iso.date(), z.literal('')]).nullable();

/**
 * PATCH /api/invoices/{id} body: the invoice as the edit form saves it. Missing text fields
 * default to empty strings, numbers to 0 (the client parses them the same way).
 */
export const InvoiceSaveSchema = z.object({
  invoice_id: IdSchema,
  invoice_number: z.string().default(''),
  vendor_id: z.string().nullable().default(null),
  issue_date: EditableDateSchema.default(null),
  due_date: EditableDateSchema.default(null),
  payment_send_date: EditableDateSchema.default(null),
  amount: AmountSchema.default(0),
  currency: CurrencySchema,
  status: z.string().default('draft'),
  payment_terms: z.string().default(''),
  requisitioner_contact_name: z.string().default(''),
  requisitioner_contact_email: z.string().default(''),
  requisitioner_company_name: z.string().default(''),
  requisitioner_company_office_address: z.string().default(''),
  items: z.array(LineItemSaveSchema).default([]),
  /** Optional: checks with the overrides made in the edit session, so they persist. */
  checks: z.array(CheckSchema).optional(),
});

export type InvoiceSave = z.input<typeof InvoiceSaveSchema>;
export type InvoiceSaveParsed = z.output<typeof InvoiceSaveSchema>;
