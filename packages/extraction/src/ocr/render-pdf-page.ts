import type { Canvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Box } from './ocr-types';

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
  return (await renderPdfArea(pdf, pageNumber, dpi)).canvas;
}

/**
 * Renders a part of a page (`area` in points from the page's top left; the whole page without
 * it): the canvas holds only that part, at the pixels the whole page would have, `origin` being
 * where it starts in them and `scale` the pixels per point. A few words' worth of a page costs a
 * small canvas and its grey copy instead of the page's.
 */
export async function renderPdfArea(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  dpi: number,
  area?: Box,
): Promise<{ canvas: Canvas; scale: number; origin: { x: number; y: number } }> {
  const page = await pdf.getPage(pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(dpi / 72, Math.sqrt(MAX_PIXELS / (natural.width * natural.height)));
  const viewport = page.getViewport({ scale });
  // Whole pixels: the part's print lies on the same pixels as in the whole page (anti-aliasing
  // may differ by a few levels here and there).
  const x0 = Math.max(0, Math.floor((area?.x0 ?? 0) * scale));
  const y0 = Math.max(0, Math.floor((area?.y0 ?? 0) * scale));
  const x1 = Math.min(Math.ceil(viewport.width), Math.ceil((area?.x1 ?? Infinity) * scale));
  const y1 = Math.min(Math.ceil(viewport.height), Math.ceil((area?.y1 ?? Infinity) * scale));
  const factory = (
    pdf as unknown as {
      canvasFactory: {
        create(width: number, height: number): { canvas: Canvas; context: unknown };
      };
    }
  ).canvasFactory;
  const { canvas, context } = factory.create(Math.max(1, x1 - x0), Math.max(1, y1 - y0));
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as CanvasRenderingContext2D,
    viewport,
    ...(x0 || y0 ? { transform: [1, 0, 0, 1, -x0, -y0] } : {}),
  }).promise;
  page.cleanup();
  return { canvas, scale, origin: { x: x0, y: y0 } };
}
