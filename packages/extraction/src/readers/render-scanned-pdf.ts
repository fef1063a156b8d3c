import type { LineInput } from '../layout/text-layout';
import { TARGET_TEXT_PX } from '../ocr/prepare-image';
import { drawnPicture, type OcrPage, ocrPicture } from '../ocr/read-image';
import { renderPdfPage } from '../ocr/render-pdf-page';
import { openPdf } from './pdf-reader';

// A scanned invoice is one or two pages; past that OCR time grows for little gain.
const MAX_OCR_PAGES = 3;

/** OCR of the pages of a PDF that carry no text layer. */
export async function ocrPdfPages(
  bytes: Uint8Array,
  pages: number[],
): Promise<{ lines: LineInput[]; meanConfidence: number; pages: OcrPage[] }> {
  const pdf = await openPdf(bytes);
  try {
    const lines: LineInput[] = [];
    const confidences: number[] = [];
    const read: OcrPage[] = [];
    for (const number of pages.slice(0, MAX_OCR_PAGES)) {
      const canvas = await renderPdfPage(pdf, number);
      const page = await ocrPicture(canvas, number);
      lines.push(...page.lines);
      confidences.push(page.meanConfidence);
      read.push(page);
    }
    const meanConfidence = confidences.length
      ? confidences.reduce((a, b) => a + b, 0) / confidences.length
      : 0;
    return { lines, meanConfidence, pages: read };
  } finally {
    await pdf.cleanup();
    await pdf.loadingTask.destroy();
  }
}

// A close read of a few words needs no 300 dpi: at 200 dpi an invoice's 8-10 pt print has
// letters of about 18 px. The page is drawn at the resolution that makes them the size Tesseract
// reads best (about 222 dpi), so it is not drawn a second time, rescaled, before it is read.
const LETTER_PX_AT_200_DPI = 18;
const DRAWN_DPI = (200 * TARGET_TEXT_PX) / LETTER_PX_AT_200_DPI;

/** Pages of a PDF drawn for a close read (not read): a learned place where the text lacks a value. */
export async function drawPdfPages(bytes: Uint8Array, pages: number[]): Promise<OcrPage[]> {
  const pdf = await openPdf(bytes);
  try {
    const drawn: OcrPage[] = [];
    for (const number of pages.slice(0, MAX_OCR_PAGES))
      drawn.push(drawnPicture(await renderPdfPage(pdf, number, DRAWN_DPI), number, TARGET_TEXT_PX));
    return drawn;
  } finally {
    await pdf.cleanup();
    await pdf.loadingTask.destroy();
  }
}
