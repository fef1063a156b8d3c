import type { ExtractedInvoice, FieldSource } from '@ap/domain/contract';
import { extractFields, type FieldHints } from '../fields/extract-fields';
import type { Language } from '../fields/language';
import { buildLayout } from '../layout/text-layout';
import { fieldCertainty, leastSureWord } from '../ocr/field-certainty';
import { centreInside, type OcrWord } from '../ocr/ocr-types';
import { paddleOff, paddleWords } from '../ocr/paddle-ocr';
import { linesOfWords, type OcrPage } from '../ocr/read-image';
import { tuned } from '../tuning/tunables';

// A page whose first read left one of these empty is read again by the second reader.
const NEEDED = ['invoice_number', 'issue_date', 'total'] as const;
// What the second read may fill: fields the first read left empty.
const FILLED = ['invoice_number', 'issue_date', 'due_date', 'total', 'tax'] as const;
// What it may also put in place of a value the first reader was unsure of, read at the same
// place: a number or a date is wrong for one misread character. Not a vendor's name, which is
// matched to its vendor loosely (and re-reading a page for it cost seconds and gained nothing on
// the set), nor amounts, which the arithmetic judges.
const REREAD = ['invoice_number', 'issue_date', 'due_date'] as const;
const NAMES: Record<(typeof FILLED)[number] | 'vendor', string> = {
  invoice_number: 'invoice number',
  issue_date: 'issue date',
  due_date: 'due date',
  total: 'total',
  tax: 'tax',
  vendor: 'vendor',
};
// A value one reader alone saw, where the other saw nothing, is never sure: a person checks it.
const SECOND_READ_CONFIDENCE = 0.6;
export const SECOND_READ_SIGN = 'read only by the second OCR reader';
export const REREAD_SIGN = 'read again by the second OCR reader, surer than the first';
// The second reader's recogniser knows Han and Latin letters and digits: it reads the print of
// any other script (Thai, Devanagari, Arabic) as Latin letters and digits that look alike.
const KNOWN = /[\p{Script=Han}\p{Script=Latin}0-9]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
let failureReported = false;

/**
 * Fills what Tesseract's read of a scan or photo left empty from a second OCR reader's read of
 * the same prepared pages (PaddleOCR, `paddle-ocr.ts`): it finds print Tesseract misses (faint
 * grey type, Han characters on a busy form) and misses some Tesseract reads, so neither read
 * replaces the other. The second read runs the same field rules on its own layout; a value it
 * adds is capped below the confidence a person may skip, carries the sign, and is named in a
 * warning. Pages read fully by the first reader cost nothing more.
 */
export async function fillFromSecondRead(
  invoice: ExtractedInvoice,
  pages: OcrPage[],
  hints: FieldHints,
): Promise<void> {
  const { document } = invoice;
  const vendorMissing = invoice.vendor.name === null;
  const firstWords = new Map(pages.map((page) => [page.page, page.words]));
  const unsure = (value: { source: FieldSource } | null) => {
    const least = value ? leastSureWord(firstWords, value.source) : undefined;
    return least !== undefined && least < tuned('ocr.second.doubtful');
  };
  const doubtful = REREAD.filter((key) => unsure(invoice[key]));
  if (
    paddleOff() ||
    (!vendorMissing && doubtful.length === 0 && NEEDED.every((key) => invoice[key] !== null))
  )
    return;
  const read = await Promise.all(
    pages.flatMap((page) =>
      page.pixels ? [paddleWords(page.pixels).then((words) => ({ page, words }))] : [],
    ),
  ).catch((error: Error) => {
    // The first read stands without it; a reader that cannot run is said once a process.
    if (!failureReported) console.warn(`OCR second reader failed: ${error.message}`);
    failureReported = true;
    return [];
  });
  const all: OcrWord[] = read.flatMap(({ words }) => words);
  if (all.length === 0) return;
  const laid = read.map(({ page, words }) => ({ page, ...linesOfWords(words, page.page) }));
  const second = extractFields(
    buildLayout(
      laid.flatMap(({ lines }) => lines),
      document.pages,
      true,
    ),
    document,
    'ocr',
    {
      ...hints,
      // The first read saw every script on the page; this reader sees Han and Latin only.
      ...(document.language ? { language: document.language as Language } : {}),
      confidenceScale: fieldCertainty(
        new Map(laid.map(({ page, words }) => [page.page, words])),
        all.reduce((sum, word) => sum + word.confidence, 0) / all.length,
      ),
    },
  );
  const mark = <T extends { confidence: number; signs?: { what: string; weight: number }[] }>(
    field: T,
    sign = SECOND_READ_SIGN,
  ): T => ({
    ...field,
    confidence: Math.min(field.confidence, SECOND_READ_CONFIDENCE),
    signs: [...(field.signs ?? []), { what: sign, weight: 0 }],
  });
  // Dates and amounts are digits, read alike in any script's print; a number's or a name's
  // letters read where the first reader saw another script are made up.
  const misread = (value: { source: FieldSource } | null) =>
    value !== null && overOtherScript(value.source, laid);
  const filled: string[] = [];
  for (const key of FILLED) {
    const value = second[key];
    if (invoice[key] !== null || !value) continue;
    if (key === 'invoice_number' && misread(value)) continue;
    invoice[key] = mark(value);
    filled.push(NAMES[key]);
  }
  if (vendorMissing && second.vendor.name && !misread(second.vendor.name)) {
    invoice.vendor.name = mark(second.vendor.name);
    filled.push(NAMES.vendor);
  }
  // A value the first reader was unsure of, which the second reads otherwise at the same place
  // and is sure of, is the second's.
  const secondWords = new Map(laid.map(({ page, words }) => [page.page, words]));
  const surer = (
    first: { value: unknown; source: FieldSource } | null,
    again: { value: unknown; source: FieldSource } | null,
  ): again is { value: unknown; source: FieldSource } =>
    first !== null &&
    again !== null &&
    again.value !== first.value &&
    samePlace(first.source, again.source) &&
    (leastSureWord(secondWords, again.source) ?? 0) >= tuned('ocr.second.sure') &&
    !misread(again);
  const replaced: string[] = [];
  for (const key of doubtful) {
    const again = second[key];
    if (!surer(invoice[key], again)) continue;
    invoice[key] = mark(again, REREAD_SIGN);
    replaced.push(NAMES[key]);
  }
  if (filled.length === 0 && replaced.length === 0) return;
  const them = (names: string[]) => (names.length > 1 ? 'them' : 'it');
  invoice.warnings = [
    ...(invoice.warnings ?? []),
    ...(filled.length
      ? [
          `Read by a second OCR reader only, where the first found nothing: ${filled.join(', ')}. Check ${them(filled)} against the page.`,
        ]
      : []),
    ...(replaced.length
      ? [
          `Read again by a second OCR reader where the first was unsure: ${replaced.join(', ')}. Check ${them(replaced)} against the page.`,
        ]
      : []),
  ];
}

/** Whether two values' boxes on one page overlap: the same print read by both readers. */
function samePlace(first: FieldSource, again: FieldSource): boolean {
  if (first.page !== again.page || !first.box || !again.box) return false;
  const [ax0, ay0, ax1, ay1] = first.box;
  const [bx0, by0, bx1, by1] = again.box;
  return ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1;
}

/**
 * Whether the first reader, which reads the page's own script, saw mostly letters the second
 * reader does not know where the second read a value ("54214102n1010anansaanilugn" for a line of
 * a Thai address): the value's box is in the page's pixels, as both readers' words are.
 */
function overOtherScript(
  source: FieldSource,
  pages: readonly { page: OcrPage; words: readonly OcrWord[] }[],
): boolean {
  const read = pages.find(({ page }) => page.page === source.page);
  if (!read || !source.box) return false;
  const [x0, y0, x1, y1] = source.box;
  const behind = read.words.filter((word) => centreInside(word, { x0, y0, x1, y1 }));
  let known = 0;
  let other = 0;
  for (const first of read.page.words)
    if (behind.some((word) => centreInside(first, word)))
      for (const char of first.text)
        if (KNOWN.test(char)) known++;
        else if (LETTER_OR_DIGIT.test(char)) other++;
  return other > known;
}
