import { describe, expect, it } from 'vitest';
import { readBillTo } from '../src/fields/bill-to';
import { createContext } from '../src/fields/context';
import { looksLikeName } from '../src/fields/party-names';
import { domainSpelling, readVendor } from '../src/fields/vendor';
import { buildLayout } from '../src/layout/text-layout';

describe('what is not a name', () => {
  it.each([
    'THANK YOU FOR SAVING LIVES',
    'Merci de votre confiance',
    'Payment',
    'Details:',
    'LIMITED',
    'GmbH',
  ])('%s', (text) => {
    expect(looksLikeName(text)).toBe(false);
  });

  it('still takes names that start like them', () => {
    expect(looksLikeName('Thanksgiving Catering LLC')).toBe(true);
    expect(looksLikeName('Payment Systems Ltd')).toBe(true);
    expect(looksLikeName('Merck KGaA')).toBe(true);
  });
});

describe('the letterhead of a scanned tax invoice (scan-impex-healthcare-en-01)', () => {
  // The OCR's first lines, as read: a slogan and the team's signature in the top row, the
  // company's name wrapped before its legal form, the right column's lines between the parts.
  const ocr: [number, number, [string, number, number, number][]][] = [
    [
      233,
      272,
      [
        ['TAX INVOICE', 1436, 1716, 32],
        ['THANK YOU FOR SAVING LIVES', 1829, 2512, 34],
        ['TEAM IMPEX', 2555, 2797, 34],
        ['For any support or queries', 2944, 3395, 36],
      ],
    ],
    [249, 282, [['IMPEX HEALTHCARE PRIVATE', 415, 1051, 33]]],
    [285, 315, [['+91 635-635-6905', 3040, 3390, 30]]],
    [303, 334, [['LIMITED', 417, 588, 31]]],
    [332, 370, [['support@aknamed.com', 2950, 3399, 38]]],
    [
      420,
      472,
      [
        ['S. Invoice No.:', 2403, 2660, 25],
        ['OK/W/24/081911', 2702, 2999, 31],
        ['Payment', 3063, 3207, 50],
      ],
    ],
    [
      423,
      476,
      [
        ['B-6/5. GROUND FLOOR, OKHLA INDUSTRIALAREA, PHASE-I,', 122, 849, 50],
        ['Bill To Address', 958, 1223, 26],
        ['SHIP TO ADDRESS', 1890, 2210, 26],
      ],
    ],
  ];
  const layout = buildLayout(
    ocr.map(([y0, y1, cells]) => ({
      cells: cells.map(([text, x0, x1, fontSize]) => ({ text, x0, x1, fontSize })),
      page: 1,
      box: [cells[0]?.[1] ?? 0, y0, cells.at(-1)?.[2] ?? 0, y1],
    })),
    1,
    true,
  );
  const context = createContext(layout, { language: 'en', dayFirst: true, organizationNames: [] });

  it('names the company with its wrapped legal form, not the slogan or a column word', () => {
    const vendor = readVendor(context, readBillTo(context));
    expect(vendor.name?.value).toBe('IMPEX HEALTHCARE PRIVATE LIMITED');
  });
});

describe('the letterhead of a photographed utility bill (scan-celesc-pt-01)', () => {
  // The OCR's first lines: the company's logo read as "SSVW" in large type, its legal name in
  // the body's type beside it, printed again in the footer.
  const lines: [number, number, [string, number, number][]][] = [
    [
      90,
      124,
      [
        ['Celesc Distribuicao S.A', 729, 1050],
        ['Conta de', 1907, 2103],
      ],
    ],
    [106, 191, [['SSVW', 105, 199]]],
    [133, 155, [['Av Itamarati, 160', 707, 900]]],
    [228, 250, [['EMISSÃO: 17/01/2020', 111, 500]]],
    [300, 322, [['Valor da conta R$ 89,97', 111, 700]]],
    [2699, 2719, [['Celesc Distribuicao S.A', 729, 1033]]],
  ];
  const layout = buildLayout(
    lines.map(([y0, y1, cells]) => ({
      cells: cells.map(([text, x0, x1]) => ({ text, x0, x1, fontSize: y1 - y0 })),
      page: 1,
      box: [cells[0]?.[1] ?? 0, y0, cells.at(-1)?.[2] ?? 0, y1],
    })),
    1,
    true,
  );
  const base = { language: 'pt' as const, dayFirst: true, organizationNames: [] };
  // How sure the OCR was of each name's words: the logo's letters are a guess.
  const certaintyOf = (source: { text?: string }) => (source.text === 'SSVW' ? 0.5 : 0.95);

  it('takes the large type when the OCR was as sure of it as of the rest', () => {
    const context = createContext(layout, base);
    expect(readVendor(context, readBillTo(context)).name?.value).toBe('SSVW');
  });

  it('takes the legal name over a logo the OCR was unsure of', () => {
    const context = createContext(layout, { ...base, certaintyOf });
    expect(readVendor(context, readBillTo(context)).name?.value).toBe('Celesc Distribuicao S.A');
  });
});

describe("a logo's name misread by one letter, beside the document's own domain", () => {
  it('is spelled as the domain spells it', () => {
    expect(domainSpelling('dGLOMA', ['agloma'])).toBe('AGLOMA');
    expect(domainSpelling('Celesx', ['celesc'])).toBe('celesc');
  });

  it('is left as read when two letters differ, the lengths differ, or it is not one word', () => {
    expect(domainSpelling('dGLOMX', ['agloma'])).toBe('dGLOMX');
    expect(domainSpelling('AGLOMAS', ['agloma'])).toBe('AGLOMAS');
    expect(domainSpelling('Acme Corp', ['acmecorp'])).toBe('Acme Corp');
    expect(domainSpelling('IMPEX', ['impex'])).toBe('IMPEX');
  });
});
