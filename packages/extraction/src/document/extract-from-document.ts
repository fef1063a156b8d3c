import type { ExtractionResult, ExtractOptions, InputDocument } from '../types';
import type { ReadOptions } from './read-options';
import { sha256Hex } from './sha256';
import { sniffKind } from './sniff-kind';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  image: 'image/png',
  html: 'text/html',
  text: 'text/plain',
  xml: 'application/xml',
  email: 'message/rfc822',
  unknown: 'application/octet-stream',
} as const;

/** Reads one file (PDF, scan, image, HTML, text, UBL / CII / Factur-X XML, .eml). */
export async function extractFromDocument(
  doc: InputDocument,
  opts: ExtractOptions = {},
): Promise<ExtractionResult> {
  return readDocument(doc, opts);
}

export async function readDocument(
  doc: InputDocument,
  opts: ReadOptions,
): Promise<ExtractionResult> {
  const kind = sniffKind(doc.bytes, doc.filename, doc.contentType);
  const contentType =
    kind === 'pdf'
      ? CONTENT_TYPES.pdf
      : doc.contentType?.split(';')[0]?.trim() || CONTENT_TYPES[kind];
  const kept = {
    contentType,
    sha256: sha256Hex(doc.bytes),
    bytes: doc.bytes,
    ...(doc.filename ? { filename: doc.filename } : {}),
  };
  const skippedBase = { ...(doc.filename ? { filename: doc.filename } : {}), contentType };
  void opts;
  return {
    invoices: [],
    skipped: [{ ...skippedBase, reason: `no reader for ${kind} documents yet` }],
    attachments: [kept],
  };
}
