import type { ExtractedInvoice } from '@ap/domain/contract';
import type { AppliedHint, ReadingHints } from './learning/reading-hints';

/** A file to read: an attachment, an upload or a file on disk. */
export type InputDocument = { bytes: Uint8Array; filename?: string; contentType?: string };

/** An OpenAI-compatible endpoint (any local server works); used only when given. */
export type LlmOptions = { baseURL: string; apiKey?: string; model: string; timeoutMs?: number };

export type ExtractOptions = {
  /** Read scans and images by OCR (default true). Off, they are skipped with a reason. */
  ocr?: boolean;
  /** An LLM extractor to use besides the rules; never required. */
  llm?: LlmOptions;
  /** The receiving organisation's names: a party printed with one of them is the bill-to, not the vendor. */
  organizationNames?: string[];
  /**
   * A person has said the document is an invoice: the not-an-invoice classification is
   * overruled (its reason stays as a warning and the confidence stays low).
   */
  readAsInvoice?: boolean;
  /**
   * What was learned about the vendor from people's corrections. A function is
   * asked with each invoice's first reading (its tax id, IBAN and name say who the vendor is)
   * and answers the hints to read it again with, or undefined.
   */
  readingHints?:
    | ReadingHints
    | ((
        firstPass: ExtractedInvoice,
      ) => Promise<ReadingHints | undefined> | ReadingHints | undefined);
  /** Told which hints an invoice was read with (none: not called). */
  onHintsApplied?: (invoice: ExtractedInvoice, applied: AppliedHint[]) => void;
};

/** What a skipped document is, when the classifier could tell (`other`: unreadable, off, ...). */
export type SkippedDocumentType =
  | 'tax_form'
  | 'statement'
  | 'quote'
  | 'purchase_order'
  | 'remittance'
  | 'receipt'
  | 'delivery_note'
  | 'credit_note'
  | 'terms'
  | 'image'
  | 'other';

/** A document that was read and is not an invoice (W-9, statement, logo, ...), with why. */
export type SkippedDocument = {
  filename?: string;
  contentType?: string;
  /** The file's SHA-256 (hex), to find its bytes among the kept attachments. */
  sha256?: string;
  reason: string;
  /** The reason as a code, for screens and filters (the text stays the one to show). */
  document_type?: SkippedDocumentType;
};

/** An original file to keep for people to compare against. */
export type KeptAttachment = {
  filename?: string;
  contentType: string;
  sha256: string;
  bytes: Uint8Array;
};

export type ExtractionResult = {
  invoices: ExtractedInvoice[];
  skipped: SkippedDocument[];
  attachments: KeptAttachment[];
};

/** The e-mail's own headers, as printed (addresses lower-cased). */
export type EmailHeaders = {
  messageId?: string;
  from?: string;
  fromName?: string;
  to?: string[];
  cc?: string[];
  subject?: string;
  /** ISO-8601 timestamp. */
  date?: string;
  inReplyTo?: string;
  references?: string[];
};

export type EmailExtractionResult = ExtractionResult & EmailHeaders;
