import { readFileOrEmail } from './email/extract-from-email';
import type { ExtractionResult, ExtractOptions, InputDocument } from './types';

/** Reads one file (PDF, scan, image, HTML, text, UBL / CII / Factur-X XML, .eml). */
export async function extractFromDocument(
  doc: InputDocument,
  opts: ExtractOptions = {},
): Promise<ExtractionResult> {
  return readFileOrEmail(doc, opts);
}
