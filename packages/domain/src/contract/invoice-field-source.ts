import { z } from 'zod';

/**
 * Where each field of an invoice came from: read from the original (with the
 * reader's confidence and the page and box, or text span, it was read at) or typed by a
 * person. The dialog marks low-confidence fields and highlights their box on the original.
 */

/** The invoice fields whose source is kept, named as the invoice carries them. */
export const INVOICE_SOURCE_FIELDS = [
  'invoice_number',
  'amount',
  'currency',
  'issue_date',
  'due_date',
  'payment_terms',
  'vendor',
  'requisitioner_contact_name',
  'requisitioner_contact_email',
  'requisitioner_company_name',
  'requisitioner_company_office_address',
] as const;

export const InvoiceSourceFieldSchema = z.enum(INVOICE_SOURCE_FIELDS);

export const InvoiceFieldSourceSchema = z.object({
  field: InvoiceSourceFieldSchema,
  /** `extracted`: as the assistant read it; `typed`: a person changed it since. */
  origin: z.enum(['extracted', 'typed']),
  /** The reader's confidence (0..1) in the value it read; null for a typed value. */
  confidence: z.number().min(0).max(1).nullable(),
  /** 1-based page of the original the value was read on, when it has pages. */
  page: z.number().int().min(1).nullable(),
  /** [x0, y0, x1, y1] from the page's top-left corner, in PDF points or image pixels. */
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  /** The printed text the value was read from. */
  text: z.string().nullable(),
  /** When a person typed it (ISO timestamp); null when extracted. */
  typed_at: z.string().nullable(),
});

/** Every field's source of one invoice (empty for an invoice nobody read from a document). */
export const InvoiceFieldSourcesSchema = z.array(InvoiceFieldSourceSchema);

export type InvoiceSourceField = z.infer<typeof InvoiceSourceFieldSchema>;
export type InvoiceFieldSource = z.infer<typeof InvoiceFieldSourceSchema>;
