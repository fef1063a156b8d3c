import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';
import { InvoicePageCursorSchema } from './invoice-sync';

export const SKIPPED_DOCUMENTS_PAGE_SIZE_DEFAULT = 50;
export const SKIPPED_DOCUMENTS_PAGE_SIZE_MAX = 200;

/** What the assistant took a skipped document for (`other`: unreadable, no invoice found, ...). */
export const SKIPPED_DOCUMENT_TYPES = [
  'tax_form',
  'statement',
  'quote',
  'purchase_order',
  'remittance',
  'receipt',
  'delivery_note',
  'credit_note',
  'terms',
  'image',
  'other',
] as const;

/**
 * An e-mail attachment the assistant did not take as an invoice, kept with its reason and the
 * original, so a person can see it and read it as an invoice after all.
 */
export const SkippedDocumentSchema = z.object({
  id: IdSchema,
  file_name: z.string().nullable(),
  content_type: z.string(),
  /** Bytes of the original. */
  size: z.number().int().nonnegative(),
  /** Why it was skipped, as the assistant said it ('W-9 tax form, not an invoice'). */
  reason: z.string(),
  document_type: z.enum(SKIPPED_DOCUMENT_TYPES),
  /** The sender's address as the mail provider gave it; null when none was read. */
  sender: z.string().nullable(),
  subject: z.string().nullable(),
  received_at: TimestampSchema,
  /** The thread the e-mail belongs to. */
  thread_id: IdSchema.nullable(),
  /** The invoice a person made of it ('Read as invoice'); null while it stays skipped. */
  invoice_id: IdSchema.nullable(),
  read_as_invoice_at: TimestampSchema.nullable(),
  read_as_invoice_by: z.string().nullable(),
});

/** GET /api/skipped-documents query: newest first; `status` open = not read as an invoice yet. */
export const SkippedDocumentListQuerySchema = z.object({
  status: z.enum(['open', 'read_as_invoice', 'all']).default('open'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SKIPPED_DOCUMENTS_PAGE_SIZE_MAX)
    .default(SKIPPED_DOCUMENTS_PAGE_SIZE_DEFAULT),
  cursor: InvoicePageCursorSchema.optional(),
});

export const SkippedDocumentPageSchema = z.object({
  documents: z.array(SkippedDocumentSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});

/**
 * POST /api/skipped-documents/{id}/read-as-invoice: the invoice made of it. Calling again
 * answers the same invoice (`already_read: true`), never a second one.
 */
export const ReadAsInvoiceResponseSchema = z.object({
  invoice_id: IdSchema,
  already_read: z.boolean(),
  document: SkippedDocumentSchema,
});

/** A skipped document as its thread lists it. */
export const ThreadSkippedDocumentSchema = SkippedDocumentSchema.pick({
  id: true,
  file_name: true,
  reason: true,
  document_type: true,
  invoice_id: true,
  received_at: true,
});

export type SkippedDocument = z.infer<typeof SkippedDocumentSchema>;
export type SkippedDocumentType = (typeof SKIPPED_DOCUMENT_TYPES)[number];
export type SkippedDocumentListQuery = z.input<typeof SkippedDocumentListQuerySchema>;
export type SkippedDocumentPage = z.infer<typeof SkippedDocumentPageSchema>;
export type ReadAsInvoiceResponse = z.infer<typeof ReadAsInvoiceResponseSchema>;
export type ThreadSkippedDocument = z.infer<typeof ThreadSkippedDocumentSchema>;
