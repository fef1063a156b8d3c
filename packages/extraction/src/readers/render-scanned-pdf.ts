import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { LineInput } from '../layout/text-layout';
import type { Box } from '../ocr/ocr-types';
import { drawPage, TARGET_TEXT_PX } from '../ocr/prepare-image';
import { drawnPicture, type OcrPage, ocrPicture } from '../ocr/read-image';
import { renderPdfArea, renderPdfPage } from '../ocr/render-pdf-page';
import { closePdf, openPdf } from './pdf-reader';

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
    await closePdf(pdf);
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
    await closePdf(pdf);
  }
}

/** A part of a page asked for: `area` in points from the page's top left. */
export type PageArea = { page: number; area: Box };

/**
 * A part of a page drawn for a close read: its grey pixels (PGM), `scale` pixels per point, and
 * `origin` where those pixels start in the whole page's drawing (a box in points is at
 * `box * scale - origin` in them).
 */
export type DrawnArea = {
  page: number;
  pixels: Uint8Array;
  scale: number;
  origin: { x: number; y: number };
};

/**
 * Parts of a PDF's pages drawn for a close read (at most one a page), at the resolution whose
 * letters Tesseract reads best: the few amounts a font left unreadable, without drawing and
 * copying the rest of the page. From the PDF its text was read from (its fonts are loaded).
 */
export async function drawPdfAreas(
  pdf: PDFDocumentProxy,
  areas: PageArea[],
  dpi = DRAWN_DPI,
): Promise<DrawnArea[]> {
  const drawn: DrawnArea[] = [];
  for (const { page, area } of areas.slice(0, MAX_OCR_PAGES)) {
    const { canvas, scale, origin } = await renderPdfArea(pdf, page, dpi, area);
    drawn.push({ page, pixels: drawPage(canvas, 1).pixels, scale, origin });
  }
  return drawn;
}
