import { describe, expect, it } from 'vitest';
import { extractFromDocument } from '../src/index';
import { drawPage } from '../src/ocr/prepare-image';
import { renderPdfArea } from '../src/ocr/render-pdf-page';
import { closePdf, openPdf, readOpenPdf } from '../src/readers/pdf-reader';
import { drawPdfAreas, type PageArea } from '../src/readers/render-scanned-pdf';
import { agreedText, mendUnreadableText, withoutStrayMarks } from '../src/readers/unreadable-text';
import { HARBOUR_INVOICE_LINES, unmappedFontPdf } from './support/unmapped-font-pdf';

// Glyph numbers in the standard Macintosh order, as such a font's text layer gives them.
const codes = (text: string) =>
  [...text].map((char) => String.fromCharCode(char.charCodeAt(0) - 29)).join('');

describe('a PDF whose amounts are in a font without a character map', () => {
  it('has its amounts read from the drawn page, where the text layer holds only glyph codes', async () => {
    const bytes = unmappedFontPdf(HARBOUR_INVOICE_LINES);
    const [invoice] = (await extractFromDocument({ bytes, filename: 'hpw-2041.pdf' })).invoices;
    expect(invoice?.total?.value).toBe('1500.00');
    expect(invoice?.tax?.value).toBe('250.00');
    expect(invoice?.invoice_number?.value).toBe('HPW-2041');
  });

  it('reads again, larger, an amount the first read of the drawn page did not make out', async () => {
    const pdf = await openPdf(unmappedFontPdf(HARBOUR_INVOICE_LINES));
    // Drawn at 55 dpi the amounts' letters are about 6 px: too small for a first read as drawn,
    // large enough once enlarged half as much again.
    const small = (areas: PageArea[]) => drawPdfAreas(pdf, areas, 55);
    const layout = await mendUnreadableText(await readOpenPdf(pdf), small).finally(() =>
      closePdf(pdf),
    );
    const lineOf = (label: string) =>
      layout.lines.find((line) => line.text.startsWith(label))?.text;
    expect(lineOf('Subtotal')).toMatch(/1,250\.00$/);
    expect(lineOf('VAT 20%')).toMatch(/ 250\.00$/);
    expect(lineOf('Total due')).toMatch(/1,500\.00$/);
  });

  it('draws a part of a page where the whole page has it, on the same pixels', async () => {
    const pdf = await openPdf(unmappedFontPdf(HARBOUR_INVOICE_LINES));
    try {
      const grey = async (area?: { x0: number; y0: number; x1: number; y1: number }) => {
        const { canvas, origin } = await renderPdfArea(pdf, 1, 150, area);
        const { pixels, width, height } = drawPage(canvas, 1);
        const at = (x: number, y: number) =>
          pixels[pixels.length - width * height + y * width + x] as number;
        return { width, height, origin, at };
      };
      const whole = await grey();
      // The amounts' column, its edges at fractions of a pixel: the part starts at the whole
      // pixel below them.
      const part = await grey({ x0: 380.3, y0: 90.7, x1: 460.2, y1: 160.9 });
      const scale = 150 / 72;
      expect(part.origin).toEqual({ x: Math.floor(380.3 * scale), y: Math.floor(90.7 * scale) });
      expect(part.width).toBe(Math.ceil(460.2 * scale) - part.origin.x);
      // Anti-aliasing may differ by a few levels here and there; the print is on the same
      // pixels (a part one pixel off puts a third of a stroke's ink elsewhere).
      let ink = 0;
      let same = 0;
      for (let y = 0; y < part.height; y++)
        for (let x = 0; x < part.width; x++) {
          const dark = part.at(x, y) < 128;
          const darkInWhole = whole.at(part.origin.x + x, part.origin.y + y) < 128;
          if (dark || darkInWhole) ink += 1;
          if (dark && darkInWhole) same += 1;
        }
      expect(ink).toBeGreaterThan(500);
      expect(same / ink).toBeGreaterThan(0.98);
    } finally {
      await closePdf(pdf);
    }
  });

  it('takes the codes only where the page shows the same digits', () => {
    // OCR reads a rupee sign its model lacks as a digit: the codes' digits end what it read.
    expect(agreedText(codes(' 237.60'), '3237.60')).toBe('237.60');
    // Codes in another order than the page shows: neither reading is trusted.
    expect(agreedText(codes(' 237.60'), '415.20')).toBe('');
    // No digits in the codes: what the page shows.
    expect(agreedText('\u0001', 'Rs')).toBe('Rs');
  });

  it('drops a script mark standing where no letter of its script is', () => {
    expect(withoutStrayMarks('TOTAL\u0cbf')).toBe('TOTAL');
    expect(withoutStrayMarks('\u0cbf')).toBe('');
    // A Kannada word keeps its vowel signs; Latin accents stay.
    expect(withoutStrayMarks('\u0c95\u0cbf\u0cb0')).toBe('\u0c95\u0cbf\u0cb0');
    expect(withoutStrayMarks('Facture réglée')).toBe('Facture réglée');
  });
});
