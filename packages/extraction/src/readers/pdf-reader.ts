import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { groupRunsIntoLines, type TextRun } from '../layout/group-runs';
import { buildLayout, type LineInput, type TextLayout } from '../layout/text-layout';

export type PdfContents = {
  layout: TextLayout;
  pageCount: number;
  /** Files embedded in the PDF (a Factur-X / ZUGFeRD invoice carries its XML this way). */
  embeddedFiles: { filename: string; bytes: Uint8Array }[];
  /** Pages with (almost) no text layer: scans, to be read by OCR. */
  pagesWithoutText: number[];
  /** Each page read, its size in points and its text runs (to mend text a font left unreadable). */
  pages: PdfPageText[];
};

export type PdfPageText = { number: number; width: number; runs: TextRun[] };

export type PdfTextItem = { str: string; transform: number[]; width: number; height: number };

/**
 * A pdf.js text item as a run in the page's points from its top left: its box from the
 * baseline, a font size's ascent above it and a fifth below.
 */
export function textRunOf(
  item: PdfTextItem,
  viewport: { convertToViewportPoint(x: number, y: number): number[] },
): TextRun {
  const [a = 0, b = 0, , , e = 0, f = 0] = item.transform;
  const size = Math.hypot(a, b) || item.height || 10;
  const [x = 0, y = 0] = viewport.convertToViewportPoint(e, f);
  return { text: item.str, x0: x, y0: y - size * 0.8, x1: x + item.width, y1: y + size * 0.2 };
}

// Scanned PDFs have no text layer, or only a stamp or a page number.
const MIN_TEXT_CHARS = 20;
// A page past this is a contract or catalogue, not an invoice: read only the first ones.
const MAX_PAGES = 12;

// Fonts PDFs name without embedding (Helvetica, ...): pdf.js ships them; rendering scans needs them.
const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = `${join(pdfjsRoot, 'standard_fonts')}/`;
// Its image decoders for JBIG2, CCITT fax (black-and-white scans) and JPEG 2000 are WebAssembly
// files it ships: without their folder such images are silently left out of a rendered scan.
const wasmUrl = `${join(pdfjsRoot, 'wasm')}/`;

export async function openPdf(bytes: Uint8Array) {
  // pdf.js takes ownership of the buffer it is given: pass a copy.
  return getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    disableFontFace: true,
    standardFontDataUrl,
    wasmUrl,
    verbosity: 0,
  }).promise;
}

/** Ends a PDF opened with `openPdf`: its fonts, pages and worker side. */
export async function closePdf(pdf: PDFDocumentProxy): Promise<void> {
  await pdf.cleanup();
  await pdf.loadingTask.destroy();
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  const pdf = await openPdf(bytes);
  try {
    return await readOpenPdf(pdf);
  } finally {
    await closePdf(pdf);
  }
}

/**
 * The text, pages and embedded files of a PDF left open (its caller closes it): what is then
 * drawn from it (amounts a font left unreadable) uses the fonts already loaded for its text.
 */
export async function readOpenPdf(pdf: PDFDocumentProxy): Promise<PdfContents> {
  const inputs: LineInput[] = [];
  const pagesWithoutText: number[] = [];
  const pages: PdfPageText[] = [];
  const pageCount = pdf.numPages;
  for (let number = 1; number <= Math.min(pageCount, MAX_PAGES); number += 1) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const runs: TextRun[] = [];
    for (const item of content.items as PdfTextItem[]) {
      if (!item.str || item.str.trim() === '') continue;
      runs.push(textRunOf(item, viewport));
    }
    const chars = runs.reduce((sum, run) => sum + run.text.trim().length, 0);
    if (chars < MIN_TEXT_CHARS) pagesWithoutText.push(number);
    inputs.push(...groupRunsIntoLines(runs, number));
    pages.push({ number, width: viewport.width, runs });
    page.cleanup();
  }
  const embeddedFiles: PdfContents['embeddedFiles'] = [];
  // pdf.js 6 lists embedded files by id and hands their bytes out one by one.
  const attachments = (await pdf.getAttachments()) as Map<string, { filename: string }> | null;
  for (const [id, attachment] of attachments ?? []) {
    const content = (await pdf.getAttachmentContent(id)) as Uint8Array | null;
    if (content) embeddedFiles.push({ filename: attachment.filename, bytes: content });
  }
  return {
    layout: buildLayout(inputs, pageCount, true),
    pageCount,
    embeddedFiles,
    pagesWithoutText,
    pages,
  };
}
