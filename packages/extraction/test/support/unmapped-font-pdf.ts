import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A PDF as some billing software writes one: labels in a standard font, amounts in an embedded
 * TrueType font (LiberationSans, whose glyphs are in the standard Macintosh order) shown by glyph
 * number with no ToUnicode map, so a reader's text layer holds control codes where the amounts
 * are and only the drawn page shows them. Each line: a label and an amount, or a label alone.
 */
export function unmappedFontPdf(lines: [label: string, amount?: string][]): Uint8Array {
  const fonts = join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  );
  const font = readFileSync(join(fonts, 'LiberationSans-Regular.ttf'));
  // Macintosh order: glyph n is the ASCII character n + 29 (space 3, "0" 19, "." 17, "," 15).
  const glyphs = (text: string) =>
    [...text].map((char) => (char.charCodeAt(0) - 29).toString(16).padStart(4, '0')).join('');
  const literal = (text: string) => text.replace(/[()\\]/g, '\\$&');
  const content = lines
    .map(([label, amount], index) => {
      const y = 760 - index * 24;
      const shown = amount ? ` /F2 11 Tf 1 0 0 1 400 ${y} Tm <${glyphs(amount)}> Tj` : '';
      return `BT /F1 11 Tf 1 0 0 1 60 ${y} Tm (${literal(label)}) Tj${shown} ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /LiberationSans /Encoding /Identity-H /DescendantFonts [7 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /LiberationSans /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 8 0 R /CIDToGIDMap /Identity /DW 556 >>',
    '<< /Type /FontDescriptor /FontName /LiberationSans /Flags 32 /FontBBox [-203 -303 1050 910] /ItalicAngle 0 /Ascent 905 /Descent -212 /CapHeight 1409 /StemV 80 /FontFile2 9 0 R >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  push(Buffer.from(`9 0 obj\n<< /Length ${font.length} /Length1 ${font.length} >>\nstream\n`));
  push(font);
  push(Buffer.from('\nendstream\nendobj\n'));
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/** An invoice of that kind: its number in the standard font, its three amounts unmapped. */
export const HARBOUR_INVOICE_LINES: [label: string, amount?: string][] = [
  ['Harbour Print Works Ltd'],
  ['Invoice No. HPW-2041'],
  ['Invoice date: 14 March 2025'],
  ['Subtotal', '1,250.00'],
  ['VAT 20%', '250.00'],
  ['Total due', '1,500.00'],
];
