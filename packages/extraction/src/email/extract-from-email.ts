import { readDocument, unreadableDocument } from '../document/extract-from-document';
import type { ReadOptions } from '../document/read-options';
import { sha256Hex } from '../document/sha256';
import { sniffKind } from '../document/sniff-kind';
import type {
  EmailExtractionResult,
  ExtractionResult,
  ExtractOptions,
  InputDocument,
} from '../types';
import { readEmail } from './read-email';

/**
 * Reads every attachment and body of an e-mail (forwarded messages included). Several
 * invoices give several results; the same file attached twice is read once.
 */
export async function extractFromEmail(
  raw: Uint8Array,
  opts: ExtractOptions = {},
): Promise<EmailExtractionResult> {
  const { parts, ...headers } = await readEmail(raw);
  const result: ExtractionResult = { invoices: [], skipped: [], attachments: [] };
  const seen = new Set<string>();
  // Attachments first: a body that only says "invoice attached" must not become a second invoice.
  const ordered = [
    ...parts.filter((part) => part.role === 'attachment'),
    ...parts.filter((part) => part.role === 'body'),
  ];
  for (const part of ordered) {
    const hash = sha256Hex(part.bytes);
    if (seen.has(hash)) continue;
    seen.add(hash);
    const isBody = part.role === 'body';
    if (isBody && result.invoices.length > 0) continue;
    const read = await readFileOrEmail(part, {
      ...opts,
      asEmailBody: isBody,
      ...(headers.fromName ? { senderName: headers.fromName } : {}),
      ...(headers.from ? { senderEmail: headers.from } : {}),
    });
    if (!isBody) result.attachments.push(...read.attachments);
    result.invoices.push(...read.invoices);
    if (!isBody) result.skipped.push(...read.skipped);
  }
  return { ...result, ...headers };
}

/**
 * Reads one file: an e-mail (an attached or forwarded .eml, or an original that is one) with
 * the e-mail reader, anything else with the document reader. The e-mail reader calls the
 * document reader, never the reverse.
 */
export async function readFileOrEmail(
  doc: InputDocument,
  opts: ReadOptions,
): Promise<ExtractionResult> {
  if (sniffKind(doc.bytes, doc.filename, doc.contentType) !== 'email') {
    return readDocument(doc, opts);
  }
  try {
    const nested = await extractFromEmail(doc.bytes, opts);
    return { invoices: nested.invoices, skipped: nested.skipped, attachments: nested.attachments };
  } catch (error) {
    return unreadableDocument(doc, error);
  }
}
