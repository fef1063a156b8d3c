import type {
  DocumentKind,
  ExtractedDocument,
  ExtractedInvoice,
  FieldSource,
} from '@ap/domain/contract';
import { type Classification, classifyDocument } from '../classify/classify-document';
import { readEInvoice } from '../einvoice/read-einvoice';
import { extractFields, type FieldHints, UNLABELLED_TOTAL_NOTE } from '../fields/extract-fields';
import { labelledInvoiceNumber } from '../fields/invoice-number';
import { buildLayout, layoutFromPlainText, type TextLayout } from '../layout/text-layout';
import { applyReadingHints, readLearnedPlaces } from '../learning/apply-hints';
import { hasHints } from '../learning/reading-hints';
import type { OcrPage } from '../ocr/read-image';
import { readHtml } from '../readers/html-reader';
import { imageSize } from '../readers/image-size';
import type {
  ExtractionResult,
  InputDocument,
  KeptAttachment,
  SkippedDocumentType,
} from '../types';
import { finishStructured } from './finish-structured';
import type { ReadOptions } from './read-options';
import { sha256Hex } from './sha256';
import { sniffKind } from './sniff-kind';
import { splitByInvoiceNumber } from './split-invoices';

// pdf.js, OCR and the LLM client load on first use: a text or XML document never waits for them.
const pdfReader = () => import('../readers/pdf-reader');
const scannedPdfReader = () => import('../readers/render-scanned-pdf');
const imageReader = () => import('../ocr/read-image');
const unreadableText = () => import('../readers/unreadable-text');
const certainty = () => import('../ocr/field-certainty');
const secondRead = () => import('./second-read');
const llmReader = () => import('../llm/improve-with-llm');

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  image: 'image/png',
  html: 'text/html',
  text: 'text/plain',
  xml: 'application/xml',
  email: 'message/rfc822',
  unknown: 'application/octet-stream',
} as const;

// Logos and signatures are small pictures; an invoice scan is at least this size.
const MIN_SCAN_PIXELS = 300;

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');

/** Reads one document; a file that breaks a reader is skipped with the reason, never thrown. */
export async function readDocument(
  doc: InputDocument,
  opts: ReadOptions,
): Promise<ExtractionResult> {
  try {
    return await readDocumentOrThrow(doc, opts);
  } catch (error) {
    return unreadableDocument(doc, error);
  }
}

/** A file that broke its reader: skipped with the reason, its bytes kept. */
export const unreadableDocument = (doc: InputDocument, error: unknown): ExtractionResult => {
  const contentType = doc.contentType?.split(';')[0]?.trim() || CONTENT_TYPES.unknown;
  const named = doc.filename ? { filename: doc.filename } : {};
  const reason = `could not be read (${(error as Error).message.slice(0, 120)})`;
  return {
    invoices: [],
    skipped: [{ ...named, contentType, sha256: sha256Hex(doc.bytes), reason }],
    attachments: [{ ...named, contentType, sha256: sha256Hex(doc.bytes), bytes: doc.bytes }],
  };
};

async function readDocumentOrThrow(
  doc: InputDocument,
  opts: ReadOptions,
): Promise<ExtractionResult> {
  const kind = sniffKind(doc.bytes, doc.filename, doc.contentType);
  // The e-mail reader reads e-mails (and calls this for their parts), never the reverse.
  if (kind === 'email') throw new Error('an e-mail is read by extractFromEmail');
  const contentType =
    kind === 'pdf'
      ? CONTENT_TYPES.pdf
      : doc.contentType?.split(';')[0]?.trim() || CONTENT_TYPES[kind];
  const sha256 = sha256Hex(doc.bytes);
  const kept: KeptAttachment = {
    contentType,
    sha256,
    bytes: doc.bytes,
    ...(doc.filename ? { filename: doc.filename } : {}),
  };
  const done = (
    invoices: ExtractedInvoice[],
    reason?: string,
    documentType: SkippedDocumentType = 'other',
  ): ExtractionResult => ({
    invoices,
    skipped: reason
      ? [
          {
            ...(doc.filename ? { filename: doc.filename } : {}),
            contentType,
            sha256,
            reason,
            document_type: documentType,
          },
        ]
      : [],
    attachments: [kept],
  });
  // Learned rules of the vendor: asked with the first reading, applied on the same layout.
  const withHints = async (invoice: ExtractedInvoice, layout?: TextLayout, pages?: OcrPage[]) => {
    if (layout) opts.onLayout?.(layout, structuredClone(invoice), pages);
    const hints =
      typeof opts.readingHints === 'function'
        ? await opts.readingHints(invoice)
        : opts.readingHints;
    if (!hasHints(hints)) return invoice;
    const placed = await readLearnedPlaces(
      invoice,
      layout,
      hints,
      pages,
      kind === 'pdf' && opts.ocr !== false
        ? async (numbers) => (await scannedPdfReader()).drawPdfPages(doc.bytes, numbers)
        : undefined,
    );
    const applied = applyReadingHints(invoice, layout, hints, placed);
    if (applied.length) opts.onHintsApplied?.(invoice, applied);
    return invoice;
  };
  const describe = (documentKind: DocumentKind, pages: number): ExtractedDocument => ({
    filename: doc.filename ?? null,
    content_type: contentType,
    kind: documentKind,
    sha256,
    pages,
  });
  // What the field rules know of the document besides its text.
  const fieldHints: FieldHints = {
    ...(opts.organizationNames ? { organizationNames: opts.organizationNames } : {}),
    ...(doc.filename ? { filename: doc.filename } : {}),
    ...(opts.senderName ? { senderName: opts.senderName } : {}),
    ...(opts.senderEmail ? { senderEmail: opts.senderEmail } : {}),
  };
  /** One invoice read from a layout, or why it is not one. */
  const readLayout = async (
    layout: TextLayout,
    document: ExtractedDocument,
    method: 'layout' | 'ocr' | 'text',
    scale?: number | ((source: FieldSource) => number),
    pages?: OcrPage[],
  ): Promise<ExtractedInvoice | { reason: string; documentType: SkippedDocumentType }> => {
    const invoice = extractFields(layout, document, method, {
      ...fieldHints,
      ...(scale !== undefined ? { confidenceScale: scale } : {}),
    });
    await withHints(invoice, layout, pages);
    const verdict = classifyDocument(layout.text, {
      // A labelled total: the largest amount of any document is no sign of an invoice.
      hasTotal: invoice.total !== null && !invoice.notes.includes(UNLABELLED_TOTAL_NOTE),
      hasNumber: invoice.invoice_number !== null,
      hasLines: invoice.line_items.length > 0,
      hasDate: invoice.issue_date !== null,
      hasParties: invoice.bill_to.name !== null && invoice.vendor.name !== null,
      hasDueDate: invoice.due_date !== null,
      hasBankDetails: invoice.vendor.iban !== null || invoice.vendor.account_number !== null,
      strict: opts.asEmailBody === true,
      fromOcr: method === 'ocr',
    });
    if (!verdict.invoice && !opts.readAsInvoice)
      return { reason: verdict.reason, documentType: verdict.documentType };
    applyClassification(invoice, verdict.invoice ? verdict : overruled(verdict.reason));
    return opts.llm
      ? await (await llmReader()).improveWithLlm(invoice, layout.text, opts.llm)
      : invoice;
  };
  // A PDF holding several invoices is read as several (split-invoices.ts).
  const fromLayout = async (
    layout: TextLayout,
    document: ExtractedDocument,
    method: 'layout' | 'ocr' | 'text',
    scale?: number | ((source: FieldSource) => number),
    pages?: OcrPage[],
  ) => {
    const parts = splitByInvoiceNumber(layout, labelledInvoiceNumber, (part) =>
      labelledInvoiceNumber(part, { bare: true }),
    );
    const read = [];
    for (const part of parts) {
      const printedOn = [...new Set(part.lines.flatMap((line) => (line.page ? [line.page] : [])))];
      const own =
        parts.length > 1 && printedOn.length > 0
          ? { ...document, invoice_pages: printedOn }
          : document;
      read.push(await readLayout(part, own, method, scale, pages));
    }
    const invoices = read.filter((one): one is ExtractedInvoice => !('reason' in one));
    if (invoices.length > 0) return done(invoices);
    const first = read[0] as { reason: string; documentType: SkippedDocumentType };
    return done([], first.reason, first.documentType);
  };

  /** A scan's one invoice with what the OCR left empty read again by the second reader. */
  const withSecondRead = async (result: ExtractionResult, pages: OcrPage[]) => {
    const [invoice] = result.invoices;
    if (result.invoices.length === 1 && invoice)
      await (await secondRead()).fillFromSecondRead(invoice, pages, fieldHints);
    return result;
  };

  switch (kind) {
    case 'pdf': {
      const reader = await pdfReader();
      // Open until the PDF is read: a page drawn for its unreadable amounts reuses its fonts.
      const opened = await reader.openPdf(doc.bytes);
      try {
        const pdf = await reader.readOpenPdf(opened);
        for (const file of pdf.embeddedFiles) {
          if (!/\.xml$/i.test(file.filename)) continue;
          const read = readEInvoice(
            decode(file.bytes),
            describe('facturx', pdf.pageCount),
            'facturx',
          );
          if (read.kind !== 'other') return done([await withHints(finishStructured(read.invoice))]);
        }
        const scanned =
          pdf.pagesWithoutText.length > 0 &&
          pdf.pagesWithoutText.length === Math.min(pdf.pageCount, 12);
        if (!scanned) {
          // Amounts a font without a character map left unreadable are read from the page.
          const unreadable = opts.ocr !== false && (await unreadableText()).hasUnreadableText(pdf);
          const layout = unreadable
            ? await (await unreadableText()).mendUnreadableText(pdf, async (areas) =>
                (await scannedPdfReader()).drawPdfAreas(opened, areas),
              )
            : pdf.layout;
          return fromLayout(layout, describe('pdf', pdf.pageCount), 'layout');
        }
        if (opts.ocr === false) return done([], 'scanned PDF and OCR is turned off');
        const ocr = await (await scannedPdfReader()).ocrPdfPages(doc.bytes, pdf.pagesWithoutText);
        return withSecondRead(
          await fromLayout(
            buildLayout(ocr.lines, pdf.pageCount, true),
            describe('scanned_pdf', pdf.pageCount),
            'ocr',
            (await certainty()).fieldCertainty(
              new Map(ocr.pages.map((page) => [page.page, page.words])),
              ocr.meanConfidence,
            ),
            ocr.pages,
          ),
          ocr.pages,
        );
      } finally {
        await reader.closePdf(opened);
      }
    }
    case 'image': {
      const size = imageSize(doc.bytes);
      if (
        size &&
        !opts.readAsInvoice &&
        (size.width < MIN_SCAN_PIXELS || size.height < MIN_SCAN_PIXELS)
      ) {
        return done(
          [],
          `small image (${size.width}×${size.height}), a logo or signature, not an invoice`,
          'image',
        );
      }
      if (opts.ocr === false) return done([], 'image and OCR is turned off');
      const page = await (await imageReader()).ocrImage(doc.bytes, 1);
      return withSecondRead(
        await fromLayout(
          buildLayout(page.lines, 1, true),
          describe('image', 1),
          'ocr',
          (await certainty()).fieldCertainty(new Map([[1, page.words]]), page.meanConfidence),
          [page],
        ),
        [page],
      );
    }
    case 'html':
      return fromLayout(
        readHtml(decode(doc.bytes)),
        describe(opts.asEmailBody ? 'email_body' : 'html', 0),
        'text',
      );
    case 'text':
      return fromLayout(
        layoutFromPlainText(decode(doc.bytes)),
        describe(opts.asEmailBody ? 'email_body' : 'text', 0),
        'text',
      );
    case 'xml': {
      const read = readEInvoice(decode(doc.bytes), describe('ubl', 0));
      if (read.kind === 'other')
        return done([], `XML document (${read.root || 'unknown root'}), not a UBL or CII invoice`);
      return done([await withHints(finishStructured(read.invoice))]);
    }
    default:
      return done([], `file type not read (${contentType})`);
  }
}

/** A person's word that the document is an invoice, against the classifier's reason. */
function overruled(reason: string): Extract<Classification, { invoice: true }> {
  return {
    invoice: true,
    confidence: 0.3,
    evidence: ['a person said it is an invoice'],
    doubt: `skipped by the assistant: ${reason}`,
  };
}

/**
 * Records why the document was read as an invoice; one read in doubt gets a warning and a
 * lower overall confidence, so it is never trusted without a person looking.
 */
function applyClassification(
  invoice: ExtractedInvoice,
  verdict: Extract<Classification, { invoice: true }>,
): void {
  invoice.classification = {
    confidence: verdict.confidence,
    evidence: verdict.evidence,
    doubt: verdict.doubt,
  };
  if (verdict.doubt === null) return;
  const found = verdict.evidence.length ? verdict.evidence.join(', ') : 'little';
  invoice.warnings = [
    ...(invoice.warnings ?? []),
    verdict.doubt === 'not an invoice'
      ? `Read as an invoice in doubt (found ${found}): check that it is one.`
      : verdict.doubt.startsWith('skipped by the assistant')
        ? `Read as an invoice because a person said so; it was ${verdict.doubt}. Check every field against the original.`
        : `Read as an invoice in doubt: it may be a ${verdict.doubt} (found ${found}).`,
  ];
  invoice.confidence = Math.min(invoice.confidence, verdict.confidence);
}
