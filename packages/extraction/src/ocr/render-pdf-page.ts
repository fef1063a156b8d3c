import type { Canvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// 300 dpi: a scan's small print (7-8 pt) keeps its strokes; OCR then scales the page to the
// print size Tesseract reads best (prepare-image.ts), so a larger render costs little.
const DPI = 300;
// A page never renders larger than this (a poster-sized scan would take seconds to draw).
const MAX_PIXELS = 16_000_000;

/** Renders one page of a PDF on a canvas (pdf.js draws on @napi-rs/canvas in Node). */
export async function renderPdfPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  dpi = DPI,
): Promise<Canvas> {
  const page = await pdf.getPage(pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(dpi / 72, Math.sqrt(MAX_PIXELS / (natural.width * natural.height)));
  const viewport = page.getViewport({ scale });
  const factory = (
    pdf as unknown as {
      canvasFactory: {
        create(width: number, height: number): { canvas: Canvas; context: unknown };
      };
    }
  ).canvasFactory;
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as CanvasRenderingContext2D,
    viewport,
  }).promise;
  page.cleanup();
  return canvas;
}
