/** Prints the lines and cells a document was read into (for looking into a miss). */
import { readFileSync } from 'node:fs';
import { buildLayout, layoutFromPlainText, type TextLayout } from '../src/layout/text-layout';
import { shutdownOcr } from '../src/ocr/ocr-engine';
import { readHtml } from '../src/readers/html-reader';
import { readPdf } from '../src/readers/pdf-reader';

const file = process.argv[2] as string;
const bytes = new Uint8Array(readFileSync(file));

async function layoutOf(): Promise<TextLayout> {
  if (/\.(png|jpe?g|tiff?)$/i.test(file)) {
    const { ocrImage } = await import('../src/ocr/read-image');
    return buildLayout((await ocrImage(bytes, 1)).lines, 1, true);
  }
  if (file.endsWith('.pdf')) {
    const pdf = await readPdf(bytes);
    // As the reader decides (src/document/extract-from-document.ts): a PDF is OCR'd only when
    // none of its pages has text; a blank page beside text pages is not a scan.
    if (pdf.pagesWithoutText.length < Math.min(pdf.pageCount, 12)) return pdf.layout;
    const { ocrPdfPages } = await import('../src/readers/render-scanned-pdf');
    return buildLayout((await ocrPdfPages(bytes, pdf.pagesWithoutText)).lines, pdf.pageCount, true);
  }
  const text = new TextDecoder().decode(bytes);
  return file.endsWith('.html') ? readHtml(text) : layoutFromPlainText(text);
}

const layout = await layoutOf();
for (const line of layout.lines)
  console.log(
    `${line.page ?? '-'} ${line.box ? line.box.map((v) => Math.round(v)).join(',') : ''} | ${line.cells.map((cell) => `${cell.text}@${Math.round(cell.x0)}`).join(' ‖ ')}`,
  );
await shutdownOcr();
