import { describe, expect, it } from 'vitest';
import { extractFromDocument } from '../src/index';
import { readPdf } from '../src/readers/pdf-reader';
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
    const bytes = unmappedFontPdf(HARBOUR_INVOICE_LINES);
    // Drawn at 55 dpi the amounts' letters are about 6 px: too small for a first read as drawn,
    // large enough once enlarged half as much again.
    const small = (areas: PageArea[]) => drawPdfAreas(bytes, areas, 55);
    const layout = await mendUnreadableText(await readPdf(bytes), small);
    const lineOf = (label: string) =>
      layout.lines.find((line) => line.text.startsWith(label))?.text;
    expect(lineOf('Subtotal')).toMatch(/1,250\.00$/);
    expect(lineOf('VAT 20%')).toMatch(/ 250\.00$/);
    expect(lineOf('Total due')).toMatch(/1,500\.00$/);
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
