import type { SkippedDocumentType } from '@ap/domain/contract';

/** What the assistant took a skipped document for, as a short label. */
export const SKIPPED_DOCUMENT_TYPE_LABELS: Record<SkippedDocumentType, string> = {
  tax_form: 'Tax form',
  statement: 'Statement',
  quote: 'Quote',
  purchase_order: 'Purchase order',
  remittance: 'Remittance advice',
  receipt: 'Receipt',
  delivery_note: 'Delivery note',
  credit_note: 'Credit note',
  terms: 'Terms',
  image: 'Picture',
  other: 'Not read',
};

/** A file's name, or what to call it when the e-mail named none. */
export const skippedFileLabel = (fileName: string | null) => fileName ?? 'Unnamed attachment';

/** Bytes as people read them: 52 KB, 1.2 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
