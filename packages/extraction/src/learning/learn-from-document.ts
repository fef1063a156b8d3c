import type { ExtractedInvoice } from '@ap/domain/contract';
import { readDocument } from '../document/extract-from-document';
import type { TextLayout } from '../layout/text-layout';
import type { InputDocument } from '../types';
import { learnReadingHints } from './learn-hints';
import type { CorrectedFields, ReadingHints } from './reading-hints';

/**
 * What a person's corrections of an invoice teach, read from the document the invoice came
 * from: the document is read again (without OCR unless asked: a scan's text is slow to get)
 * and the corrected values are looked for on its page. `known` is what was learned before.
 */
export async function learnFromDocument(
  doc: InputDocument,
  corrected: CorrectedFields,
  options: { ocr?: boolean; known?: ReadingHints; organizationNames?: string[] } = {},
): Promise<ReadingHints> {
  let first: { layout: TextLayout; invoice: ExtractedInvoice } | undefined;
  await readDocument(doc, {
    ocr: options.ocr ?? false,
    ...(options.organizationNames ? { organizationNames: options.organizationNames } : {}),
    onLayout: (layout, invoice) => {
      first ??= { layout, invoice };
    },
  });
  if (!first) return learnWithoutPage(corrected, options.known);
  return learnReadingHints(first.layout, first.invoice, corrected, options.known);
}

/** A document with no text to look at (an e-invoice, a scan unread) still teaches name and currency. */
function learnWithoutPage(corrected: CorrectedFields, known: ReadingHints = {}): ReadingHints {
  return {
    ...known,
    ...(corrected.vendor_name ? { vendorName: corrected.vendor_name } : {}),
    ...(corrected.currency ? { currency: corrected.currency } : {}),
  };
}
