import type {
  ExtractedInvoice,
  FieldSource,
  InvoiceFieldSource,
  InvoiceSourceField,
} from '../contract';

/**
 * Below this confidence a value the assistant read is marked for a person to check: the
 * reader gives 0.75 and up to a value found by its label, less to a guess (a date without
 * its label, a vendor taken from the sender, a sum of the lines).
 */
export const LOW_FIELD_CONFIDENCE = 0.7;

/** A read value the eye should go to: extracted, with a confidence under the threshold. */
export const isLowConfidence = (source: Pick<InvoiceFieldSource, 'origin' | 'confidence'>) =>
  source.origin === 'extracted' &&
  source.confidence !== null &&
  source.confidence < LOW_FIELD_CONFIDENCE;

type Read = { confidence: number; source: FieldSource } | null | undefined;

const sourceOf = (field: InvoiceSourceField, read: Read): InvoiceFieldSource[] =>
  read
    ? [
        {
          field,
          origin: 'extracted',
          confidence: read.confidence,
          page: read.source.page ?? null,
          box: read.source.box ?? null,
          text: read.source.text ?? null,
          typed_at: null,
        },
      ]
    : [];

/** Where each invoice field was read, from what the extraction returned. */
export const fieldSourcesOf = (invoice: ExtractedInvoice): InvoiceFieldSource[] => [
  ...sourceOf('invoice_number', invoice.invoice_number),
  ...sourceOf('amount', invoice.total),
  ...sourceOf('currency', invoice.currency),
  ...sourceOf('issue_date', invoice.issue_date),
  ...sourceOf('due_date', invoice.due_date),
  ...sourceOf('payment_terms', invoice.payment_terms),
  ...sourceOf('vendor', invoice.vendor.name),
  ...sourceOf('requisitioner_contact_name', invoice.requisitioner.name),
  ...sourceOf('requisitioner_contact_email', invoice.requisitioner.email),
  ...sourceOf('requisitioner_company_name', invoice.bill_to.name),
  ...sourceOf('requisitioner_company_office_address', invoice.bill_to.address),
];

/**
 * The sources after a person saved: each named field they changed becomes `typed` (its place
 * on the original kept, for comparing); a changed field that was never read is added as typed.
 */
export const markTyped = (
  sources: readonly InvoiceFieldSource[],
  changed: readonly InvoiceSourceField[],
  at: Date,
): InvoiceFieldSource[] => {
  const typed = (source: InvoiceFieldSource): InvoiceFieldSource => ({
    ...source,
    origin: 'typed',
    confidence: null,
    typed_at: at.toISOString(),
  });
  const next = sources.map((source) => (changed.includes(source.field) ? typed(source) : source));
  for (const field of changed)
    if (!next.some((source) => source.field === field))
      next.push(
        typed({
          field,
          origin: 'typed',
          confidence: null,
          page: null,
          box: null,
          text: null,
          typed_at: null,
        }),
      );
  return next;
};
