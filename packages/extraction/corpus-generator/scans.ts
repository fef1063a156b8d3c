import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { renderPdfPage } from '../src/ocr/render-pdf-page';
import { openPdf } from '../src/readers/pdf-reader';
import type { Random } from './random';

/**
 * A "scan" of the first page of a generated PDF: rendered, turned by a small angle, specked
 * with noise and saved as a JPEG at about 150 dpi (small in bytes, still readable by OCR).
 */
export async function scanPdfPage(
  pdfBytes: Uint8Array,
  random: Random,
  sideways = false,
): Promise<Uint8Array> {
  const pdf = await openPdf(pdfBytes);
  const image = await renderPdfPage(pdf, 1, 200);
  await pdf.loadingTask.destroy();
  const scale = 0.75; // 200 dpi render to 150 dpi
  const canvas = createCanvas(Math.round(image.width * scale), Math.round(image.height * scale));
  const context = canvas.getContext('2d');
  context.fillStyle = '#f4f2ec';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(((random.next() * 2 - 1) * 1.6 * Math.PI) / 180);
  context.drawImage(
    image,
    (-image.width * scale) / 2,
    (-image.height * scale) / 2,
    image.width * scale,
    image.height * scale,
  );
  context.setTransform(1, 0, 0, 1, 0, 0);
  for (let speck = 0; speck < 900; speck += 1) {
    context.fillStyle = `rgba(60,60,60,${0.2 + random.next() * 0.5})`;
    context.fillRect(
      random.int(0, canvas.width),
      random.int(0, canvas.height),
      random.int(1, 2),
      random.int(1, 2),
    );
  }
  if (!sideways) return new Uint8Array(await canvas.encode('jpeg', 55));
  // Fed into the scanner sideways: a quarter turn clockwise.
  const turned = createCanvas(canvas.height, canvas.width);
  const turnedContext = turned.getContext('2d');
  turnedContext.translate(turned.width / 2, turned.height / 2);
  turnedContext.rotate(Math.PI / 2);
  turnedContext.drawImage(canvas, -canvas.width / 2, -canvas.height / 2);
  return new Uint8Array(await turned.encode('jpeg', 55));
}

/** Wraps a scanned page image in a PDF with no text layer, as a scanner's PDF is. */
export async function imageToPdf(jpeg: Uint8Array): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { CreationDate: new Date('2024-01-01T00:00:00Z') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.image(Buffer.from(jpeg), 0, 0, { width: 595.28, height: 841.89 });
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
