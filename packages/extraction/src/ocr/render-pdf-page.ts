import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// 200 dpi: enough for OCR of 8-10 pt print, small enough to stay fast.
const SCALE = 200 / 72;

/** Renders one page of a PDF to PNG bytes (pdf.js draws on @napi-rs/canvas in Node). */
export async function renderPdfPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
): Promise<Uint8Array> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: SCALE });
  const factory = (
    pdf as unknown as {
      canvasFactory: {
        create(
          width: number,
          height: number,
        ): { canvas: { toBuffer(type: string): Buffer }; context: unknown };
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
  return new Uint8Array(canvas.toBuffer('image/png'));
}
