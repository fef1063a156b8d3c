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
  const read: { layout: TextLayout; invoice: ExtractedInvoice }[] = [];
  await readDocument(doc, {
    ocr: options.ocr ?? false,
    ...(options.organizationNames ? { organizationNames: options.organizationNames } : {}),
    onLayout: (layout, invoice) => read.push({ layout, invoice }),
  });
  if (read.length === 0) return learnWithoutPage(corrected, options.known);
  // An e-mail holds several parts (a terms PDF beside the body invoice): the part that
  // teaches the most is the one the corrected values are printed in.
  const lessons = read.map(({ layout, invoice }) =>
    learnReadingHints(layout, invoice, corrected, options.known),
  );
  const size = (hints: ReadingHints) =>
    Object.keys(hints).length + Object.keys(hints.labels ?? {}).length;
  return lessons.reduce((best, hints) => (size(hints) > size(best) ? hints : best));
}

/** A document with no text to look at (an e-invoice, a scan unread) still teaches name and currency. */
function learnWithoutPage(corrected: CorrectedFields, known: ReadingHints = {}): ReadingHints {
  return {
    ...known,
    ...(corrected.vendor_name ? { vendorName: corrected.vendor_name } : {}),
    ...(corrected.currency ? { currency: corrected.currency } : {}),
  };
}
