import type { ExtractedInvoice } from '@ap/domain/contract';
import { readFileOrEmail } from '../email/extract-from-email';
import type { TextLayout } from '../layout/text-layout';
import type { OcrPage } from '../ocr/read-image';
import type { InputDocument } from '../types';
import { learnReadingHints, readField, readingOf, sameValue } from './learn-hints';
import {
  type CorrectedFields,
  LABELLED_FIELDS,
  type LabelledField,
  type ReadingHints,
} from './reading-hints';

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
  const read: { layout: TextLayout; invoice: ExtractedInvoice; pages?: OcrPage[] }[] = [];
  await readFileOrEmail(doc, {
    ocr: options.ocr ?? false,
    ...(options.organizationNames ? { organizationNames: options.organizationNames } : {}),
    onLayout: (layout, invoice, pages) =>
      read.push({ layout, invoice, ...(pages ? { pages } : {}) }),
  });
  if (read.length === 0) return learnWithoutPage(corrected, options.known);
  // An e-mail holds several parts (a terms PDF beside the body invoice): the part that
  // teaches the most is the one the corrected values are printed in.
  const lessons = await Promise.all(
    read.map(async ({ layout, invoice, pages }) => {
      const hints = learnReadingHints(layout, invoice, corrected, options.known);
      if (pages) return withPlaces(hints, layout, invoice, async () => pages, corrected);
      // A PDF read from its text whose text lacks a corrected value (a font with no character
      // map: the amounts are junk) is read by OCR to find where the value is printed.
      if (options.ocr && invoice.document.kind === 'pdf')
        return withPlaces(hints, layout, invoice, () => ocrAllPages(doc.bytes, invoice), corrected);
      return hints;
    }),
  );
  const size = (hints: ReadingHints) =>
    Object.keys(hints).length +
    Object.keys(hints.labels ?? {}).length +
    Object.keys(hints.places ?? {}).length;
  return lessons.reduce((best, hints) => (size(hints) > size(best) ? hints : best));
}

/**
 * On an OCR'd page, a corrected number, date or total that no label leads to is looked for in
 * a close read of the page; where it is found becomes a learned place (place-hints.ts).
 */
async function withPlaces(
  hints: ReadingHints,
  layout: TextLayout,
  invoice: ExtractedInvoice,
  readPages: () => Promise<OcrPage[]>,
  corrected: CorrectedFields,
): Promise<ReadingHints> {
  const wanted: Partial<Record<LabelledField, string>> = {};
  for (const field of LABELLED_FIELDS) {
    const value = corrected[field];
    const learned =
      hints.labels?.[field] !== undefined || (field === 'total' && hints.totalPosition);
    const read = readField(invoice, field);
    if (value && !learned && !(read !== null && sameValue(field, value, read)))
      wanted[field] = value;
  }
  if (Object.keys(wanted).length === 0) return hints;
  const { learnPlaces } = await import('./place-hints');
  const found = await learnPlaces(
    await readPages(),
    wanted,
    readingOf(layout, invoice, hints.dateOrder),
  );
  if (Object.keys(found).length === 0) return hints;
  return { ...hints, places: { ...hints.places, ...found } };
}

const ocrAllPages = async (bytes: Uint8Array, invoice: ExtractedInvoice) => {
  const { ocrPdfPages } = await import('../readers/render-scanned-pdf');
  const numbers = Array.from({ length: invoice.document.pages ?? 1 }, (_, index) => index + 1);
  return (await ocrPdfPages(bytes, numbers)).pages;
};

/** A document with no text to look at (an e-invoice, a scan unread) still teaches name and currency. */
function learnWithoutPage(corrected: CorrectedFields, known: ReadingHints = {}): ReadingHints {
  return {
    ...known,
    ...(corrected.vendor_name ? { vendorName: corrected.vendor_name } : {}),
    ...(corrected.currency ? { currency: corrected.currency } : {}),
  };
}
