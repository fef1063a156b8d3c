import { readDocument } from '../document/extract-from-document';
import { sha256Hex } from '../document/sha256';
import type { EmailExtractionResult, ExtractionResult, ExtractOptions } from '../types';
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
    const read = await readDocument(part, {
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
