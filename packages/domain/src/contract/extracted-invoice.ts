import { z } from 'zod';
import { CalendarDateSchema } from './common';

/**
 * What the assistant read from a document (`@ap/extraction`): every field carries its value,
 * a confidence and where it was read, so a person can compare it with the original.
 * Amounts and quantities are exact decimal strings ("1234.50"), never floats.
 */

/** A decimal number as text: optional minus, digits, optional fraction. */
export const DecimalTextSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

/** Where a value was read: page and box (PDF points or image pixels), or a span of the text. */
export const FieldSourceSchema = z.object({
  /** 1-based page of a PDF or scan. */
  page: z.number().int().min(1).optional(),
  /** [x0, y0, x1, y1] from the page's top-left corner, in PDF points or image pixels. */
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
  /**
   * [start, end) character offsets: in the file itself for plain text and XML, in the text
   * content for HTML, in the text read from the page for PDFs and scans.
   */
  span: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
  /** The text the value came from, as printed. */
  text: z.string().optional(),
});

/** A sign a value was chosen by: what it is ("payable label") and how much it weighed. */
export const FieldSignSchema = z.object({ what: z.string(), weight: z.number() });

/** A value with its confidence (0..1) and source. */
export const extractedFieldSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    confidence: z.number().min(0).max(1),
    source: FieldSourceSchema,
    /** The named signs that chose this value among the candidates, each with its weight. */
    signs: z.array(FieldSignSchema).optional(),
  });

const textField = extractedFieldSchema(z.string().min(1)).nullable();
const dateField = extractedFieldSchema(CalendarDateSchema).nullable();
const decimalField = extractedFieldSchema(DecimalTextSchema).nullable();

export const ExtractedPartySchema = z.object({
  name: textField,
  email: textField,
  address: textField,
  phone: textField,
  tax_id: textField,
});

export const ExtractedVendorSchema = ExtractedPartySchema.extend({
  /** The issuer's legal name where it differs from the name it trades under (optional). */
  legal_name: textField.optional(),
  bank_name: textField,
  account_number: textField,
  routing_number: textField,
  iban: textField,
  bic: textField,
});

export const ExtractedLineItemSchema = z.object({
  description: extractedFieldSchema(z.string().min(1)),
  quantity: decimalField,
  rate: decimalField,
  amount: decimalField,
});

/** The arithmetic checks run on what was read, in exact decimals. */
export const EXTRACTION_CHECK_NAMES = [
  'line_amounts',
  'lines_sum_to_subtotal',
  'subtotal_plus_tax_equals_total',
  'lines_plus_tax_equal_total',
  // The tax printed as part of the lines ("incl. VAT"): the lines alone make the total.
  'lines_include_tax_equal_total',
] as const;

export const ExtractionCheckSchema = z.object({
  name: z.enum(EXTRACTION_CHECK_NAMES),
  passed: z.boolean(),
  detail: z.string(),
});

/** How the document was read. */
export const EXTRACTION_METHODS = ['structured', 'layout', 'ocr', 'text', 'llm'] as const;

/** What kind of document the invoice came from. */
export const DOCUMENT_KINDS = [
  'pdf',
  'scanned_pdf',
  'image',
  'html',
  'text',
  'ubl',
  'cii',
  'facturx',
  'email_body',
] as const;

export const ExtractedDocumentSchema = z.object({
  filename: z.string().nullable(),
  content_type: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  pages: z.number().int().min(0),
  /** The document's main language (ISO 639-1, e.g. "de", "ja"), as the reader judged it. */
  language: z.string().min(2).max(8).optional(),
  /** The file's pages this invoice is printed on, when the file holds several invoices. */
  invoice_pages: z.array(z.number().int().min(1)).min(1).optional(),
});

/**
 * Why the document was read as an invoice and how sure that is. A document is skipped only on
 * strong evidence of being something else; in doubt it is read as an invoice with a low
 * confidence here and a warning, so a person decides.
 */
export const ExtractedClassificationSchema = z.object({
  /** 0..1: how sure the reader is that this is an invoice (below 0.6: in doubt). */
  confidence: z.number().min(0).max(1),
  /** What made it an invoice ("titled Faktura", "amount due", "invoice number", ...). */
  evidence: z.array(z.string()),
  /** What else it may be when in doubt ("receipt", "statement", ...), else null. */
  doubt: z.string().nullable(),
});

export const ExtractedInvoiceSchema = z.object({
  document: ExtractedDocumentSchema,
  method: z.enum(EXTRACTION_METHODS),
  /** Overall confidence: the lowest of the key fields (vendor name, number, total). */
  confidence: z.number().min(0).max(1),
  invoice_number: textField,
  issue_date: dateField,
  due_date: dateField,
  payment_terms: textField,
  /** ISO 4217 code. */
  currency: extractedFieldSchema(z.string().length(3)).nullable(),
  subtotal: decimalField,
  tax: decimalField,
  total: decimalField,
  po_number: textField,
  vendor: ExtractedVendorSchema,
  bill_to: ExtractedPartySchema,
  requisitioner: z.object({ name: textField, email: textField }),
  line_items: z.array(ExtractedLineItemSchema),
  checks: z.array(ExtractionCheckSchema),
  /** Things a reviewer should know (e.g. "due date derived from payment terms"). */
  notes: z.array(z.string()),
  /** Whether this is an invoice at all, and on what evidence (absent from older readings). */
  classification: ExtractedClassificationSchema.optional(),
  /**
   * What a reviewer must check before trusting the reading: a doubtful classification, a
   * currency inferred rather than printed, a vendor guessed. Empty or absent when none.
   */
  warnings: z.array(z.string()).optional(),
});

export type FieldSource = z.infer<typeof FieldSourceSchema>;
export type FieldSign = z.infer<typeof FieldSignSchema>;
export type ExtractedField<T> = {
  value: T;
  confidence: number;
  source: FieldSource;
  signs?: FieldSign[];
};
export type ExtractedParty = z.infer<typeof ExtractedPartySchema>;
export type ExtractedVendor = z.infer<typeof ExtractedVendorSchema>;
export type ExtractedLineItem = z.infer<typeof ExtractedLineItemSchema>;
export type ExtractionCheck = z.infer<typeof ExtractionCheckSchema>;
export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type ExtractedDocument = z.infer<typeof ExtractedDocumentSchema>;
export type ExtractedClassification = z.infer<typeof ExtractedClassificationSchema>;
export type ExtractedInvoice = z.infer<typeof ExtractedInvoiceSchema>;
