import { z } from 'zod';
import { TAX_CLASSIFICATIONS } from '../tax-forms/tax-classification';
import { AmountSchema, IdSchema, TimestampSchema } from './common';
import { TaskSchema } from './task';

export const TaxClassificationSchema = z.enum(TAX_CLASSIFICATIONS);

/**
 * What the vendor's latest Form W-9 says, as every answer carries it: the TIN masked to its
 * last four digits like the bank numbers ('••••6789'); the full number never leaves the server.
 */
export const VendorTaxProfileSchema = z.object({
  legal_name: z.string().nullable(),
  business_name: z.string().nullable(),
  tax_classification: TaxClassificationSchema.nullable(),
  tin: z.string().nullable(),
  tin_type: z.enum(['SSN', 'EIN']).nullable(),
  address: z.string().nullable(),
  /** Payments to the vendor go on Form 1099-NEC (from the W-9's tax classification). */
  is_1099_eligible: z.boolean(),
  w9_received_at: TimestampSchema.nullable(),
  /** GET /api/vendors/{id}/w9 downloads the form (Admin, audited) when there is one. */
  w9_document_id: IdSchema.nullable(),
});

/**
 * POST /api/invoices/{id}/w9-request and /requisitioner-email: the drafted send_email task a
 * person approves before anything is sent; `created` is false when a draft was still pending.
 */
export const DraftedEmailSchema = z.object({
  task: TaskSchema,
  created: z.boolean(),
  message: z.string(),
});

/** GET /api/reports/1099?year=YYYY: a calendar year. */
export const Report1099QuerySchema = z.object({
  year: z.coerce
    .number({ error: 'year must be a calendar year such as 2026' })
    .int('year must be a calendar year such as 2026')
    .min(2000, 'year must be 2000 or later')
    .max(2100, 'year must be 2100 or earlier'),
});

/** One 1099-eligible vendor paid through the product in the year. */
export const Report1099RowSchema = z.object({
  vendor_id: IdSchema,
  vendor_name: z.string(),
  legal_name: z.string().nullable(),
  business_name: z.string().nullable(),
  tax_classification: TaxClassificationSchema.nullable(),
  /** Masked ('••••6789'). */
  tin: z.string().nullable(),
  tin_type: z.enum(['SSN', 'EIN']).nullable(),
  address: z.string().nullable(),
  /** Box 1 (nonemployee compensation): completed payments dated in the year, USD. */
  amount_paid: AmountSchema,
  payment_count: z.number().int(),
  /** At or over the year's filing threshold. */
  meets_threshold: z.boolean(),
});

export const Report1099Schema = z.object({
  year: z.number().int(),
  currency: z.literal('USD'),
  /** The filing threshold of the year in dollars (600 through 2025, 2,000 from 2026). */
  threshold: AmountSchema,
  rows: z.array(Report1099RowSchema),
  total_paid: AmountSchema,
});

/** GET /api/reports/1099/csv: the same rows as text/csv. */
export const Report1099CsvSchema = z.string();

export type VendorTaxProfile = z.infer<typeof VendorTaxProfileSchema>;
export type DraftedEmail = z.infer<typeof DraftedEmailSchema>;
export type Report1099 = z.infer<typeof Report1099Schema>;
export type Report1099Row = z.infer<typeof Report1099RowSchema>;
export type Report1099Query = z.input<typeof Report1099QuerySchema>;
