import type { ExtractedDocument } from '@ap/domain/contract';
import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/fields/extract-fields';
import { foldAbbreviations } from '../src/fields/labels';
import { buildLayout, type LineInput } from '../src/layout/text-layout';
import { line } from './support/positioned-line';

const document: ExtractedDocument = {
  filename: 'photo.jpg',
  content_type: 'image/jpeg',
  kind: 'image',
  sha256: '0'.repeat(64),
  pages: 1,
};

const read = (lines: LineInput[]) =>
  extractFields(buildLayout(lines, 1, true), document, 'ocr', { organizationNames: [] });

describe('dotted abbreviations in labels', () => {
  it('are matched without their dots, and map back to the text as printed', () => {
    const folded = foldAbbreviations('Montant T.V.A. : 12,00');
    expect(folded.text).toBe('Montant TVA : 12,00');
    // "Montant TVA" is 11 characters; as printed it ends after "T.V.A." (14).
    expect(folded.origin[11]).toBe(14);
    expect(foldAbbreviations('Nr. 12 S.R.L.').text).toBe('Nr. 12 SRL');
  });

  // A French till invoice photographed (scan-office-depot-fr-01): the VAT summary's headers
  // are printed left, their amounts right-aligned below them, not under the header's text.
  const summary = [
    line(100, 120, ['OFFICE DEPOT France SNC', 40, 600]),
    line(140, 160, ['Facture N°', 40, 200], ['0042004801351', 220, 480]),
    line(
      400,
      428,
      ['Taux TVA.', 464, 640],
      ['Montant T.V.A.', 916, 1130],
      ['Total H.T.', 1366, 1540],
      ['Total T.T.C.', 1795, 1990],
    ),
    line(
      449,
      507,
      ['A', 342, 360],
      ['20,00%', 669, 800],
      ['97,98', 1161, 1250],
      ['489,97', 1518, 1640],
      ['587,95', 2034, 2126],
    ),
  ];

  it('reads the VAT, the net and the gross from headers over right-aligned amounts', () => {
    const invoice = read(summary);
    expect(invoice.tax?.value).toBe('97.98');
    expect(invoice.subtotal?.value).toBe('489.97');
    expect(invoice.total?.value).toBe('587.95');
  });

  it('takes no amount from beyond the next header', () => {
    const lone = read([
      line(400, 428, ['Montant T.V.A.', 916, 1130], ['Total T.T.C.', 1795, 1990]),
      line(449, 507, ['587,95', 2034, 2126]),
    ]);
    expect(lone.tax).toBeNull();
    expect(lone.total?.value).toBe('587.95');
  });
});

describe('the Romanian invoice form', () => {
  // scan-help-multiservices-ro-01's table: "Nr. crt. | ... | U.M. | Cantitatea | Pretul unitar |
  // Valoarea | Valoare T.V.A.", the columns numbered, one service, and its TOTAL row printed
  // right of the signature boxes.
  const form = [
    line(
      50,
      80,
      ['Furnizor :', 50, 200],
      ['S.C. HELP MULTISERVICES S.R.L.', 217, 700],
      ['FACTURA', 782, 960],
    ),
    line(
      746,
      767,
      ['Nr. Crt.', 87, 200],
      ['serviciilor sau', 352, 560],
      ['U.M.', 666, 730],
      ['Cantitatea', 802, 940],
      ['Pretul unitar', 951, 1120],
      ['Valoarea', 1314, 1440],
      ['Valoare T.V.A.', 1455, 1625],
    ),
    line(
      792,
      818,
      ['a produselor', 261, 420],
      ['(fara T.V.A.)', 950, 1100],
      ['lei', 1125, 1160],
      ['lei', 1354, 1390],
      ['lei', 1546, 1580],
    ),
    line(
      842,
      868,
      ['0', 121, 130],
      ['1', 291, 300],
      ['2', 685, 695],
      ['3', 854, 864],
      ['4', 1022, 1032],
      ['5(34)', 1321, 1390],
      ['6', 1599, 1610],
    ),
    line(893, 914, ['1', 123, 135], ['servicii curatenie cf. contract', 216, 549]),
    line(
      932,
      961,
      ['104/01.04.2010-aprilie 2015', 218, 560],
      ['250.00', 990, 1080],
      ['250.00', 1364, 1450],
      ['60.00', 1547, 1612],
    ),
    line(
      1027,
      1070,
      ['Semnătura', 48, 300],
      ['Numele delegatului Popa Daniela', 375, 800],
      ['TOTAL', 1118, 1200],
      ['250.00', 1363, 1450],
      ['60.00', 1547, 1612],
    ),
    line(1139, 1170, ['Total de plata ( col 5 + col 6)', 1285, 1625]),
    line(1172, 1224, ['310.00', 1496, 1574]),
  ];

  it('reads its one line, its VAT from the TOTAL row, and the total to pay', () => {
    const invoice = read(form);
    expect(invoice.line_items.map((item) => item.amount?.value)).toEqual(['250.00']);
    expect(invoice.tax?.value).toBe('60.00');
    expect(invoice.total?.value).toBe('310.00');
  });
});

// An Indian GST invoice scanned (scan-impex-healthcare-en-02): its tax summary prints "Total
// Tax" over the amount, with a line of another block ("Invoice Confirmed by", a signature)
// read between them, and an unrelated amount far right on the header's line.
describe('a tax summary whose value is two lines down', () => {
  const summary = [
    line(1237, 1303, ['Tax %', 171, 251], ['Taxable value', 347, 536], ['Total Tax', 683, 812]),
    line(1246, 1275, ['Invoice Confirmed by', 988, 1335]),
    line(1307, 1337, ['Ruby Khan', 987, 1116]),
    line(1341, 1374, ['12 %', 245, 303], ['Rs.3,930.44', 497, 641], ['Rs.471.65', 770, 888]),
    line(1378, 1416, ['SGST:', 2669, 2753], ['Rs.235.83', 3161, 3322]),
    line(1416, 1441, ['CGST:', 2669, 2756], ['Rs.235.83', 3161, 3322]),
    line(1551, 1580, ['Grand Total', 2669, 2840], ['Rs.4,402', 3161, 3302]),
  ];

  it('reads the printed total tax, not the sum of its rounded halves', () => {
    const invoice = read(summary);
    expect(invoice.tax?.value).toBe('471.65');
    expect(invoice.total?.value).toBe('4402.00');
  });

  it('takes no text across a wide gap as the label column', () => {
    const invoice = read([
      line(1237, 1303, ['Total Tax', 683, 812], ['Rs.3,830.44', 3158, 3355]),
      line(1307, 1337, ['Ruby Khan', 987, 1116], ['Rs.9.00', 1000, 1100]),
    ]);
    expect(invoice.tax?.value).toBe('3830.44');
  });
});

describe('an Indian GST tax summary', () => {
  // scan-airtel-en-01: under the charges, "HSN | Taxable Value | CGST | SGST | Total Tax | Total"
  // with the kinds' "Rate | Amount" on a line of their own, one HSN row, no totals row.
  const broadbandBill = [
    line(130, 175, ['FIXEDLINE AND BROADBAND SERVICES', 107, 1162]),
    line(506, 526, ['Bill NO', 1112, 1300], ['HT2402I000079267', 1720, 1986]),
    line(588, 619, ['Bill Date', 1112, 1300], ['18 Aug 2023', 1821, 1986]),
    line(1850, 1870, ['CGST', 830, 900], ['SGST/UTGST', 1254, 1435]),
    line(
      1873,
      1899,
      ['HSN', 98, 160],
      ['Taxable Value', 410, 600],
      ['Total Tax', 1694, 1830],
      ['Total', 1878, 1981],
    ),
    line(1903, 1923, ['Rate', 732, 800], ['Amount', 919, 1030], ['Rate', 1209, 1280]),
    line(
      1979,
      2000,
      ['998412', 98, 200],
      ['424.15', 466, 560],
      ['9%', 743, 790],
      ['38.17', 942, 1020],
      ['9%', 1221, 1270],
      ['38.17', 1419, 1500],
      ['76.34', 1755, 1830],
      ['76.34', 1894, 1967],
    ),
  ];

  it('reads the tax under "Total Tax", and the issue date beside "Bill Date"', () => {
    const invoice = read(broadbandBill);
    expect(invoice.tax?.value).toBe('76.34');
    expect(invoice.issue_date?.value).toBe('2023-08-18');
  });

  // scan-praction-networks-en-01: the item table's "CGST | SGST | Total" columns, and its totals
  // row; the two kinds (45.69 each) add up to 91.38, the invoice prints 91.37 as their total.
  const servicesInvoice = (totalsRow: boolean) => [
    line(131, 156, ['TAX INVOICE', 1304, 1523]),
    line(
      864,
      902,
      ['#', 170, 190],
      ['Particular', 528, 700],
      ['HSN/SAC', 1113, 1250],
      ['Amount', 1402, 1530],
      ['Rate', 1664, 1740],
      ['CGST', 1860, 1940],
      ['SGST', 2067, 2150],
      ['Total', 2279, 2342],
    ),
    line(
      934,
      962,
      ['1', 176, 190],
      ['45.69', 1862, 1940],
      ['45.69', 2071, 2150],
      ['91.37', 2279, 2342],
    ),
    line(959, 985, ['PR-100Mbps-Infinity-1M-DL-Promo', 432, 1000], ['Rs. 507.63', 1383, 1507]),
    ...(totalsRow
      ? [
          line(
            1005,
            1042,
            ['Total', 1659, 1740],
            ['45.69', 1862, 1940],
            ['45.69', 2071, 2150],
            ['91.37', 2279, 2342],
          ),
        ]
      : []),
    line(1042, 1063, ['Total Invoice Amount', 551, 900], ['Rs. 599.00', 1248, 1381]),
  ];

  it("takes the kinds' total as printed when it is theirs to the cent", () => {
    expect(read(servicesInvoice(true)).tax?.value).toBe('91.37');
  });

  it('reads the only row when the table prints no totals row', () => {
    expect(read(servicesInvoice(false)).tax?.value).toBe('91.37');
  });

  it('reads no tax from a table with one GST kind and no total tax', () => {
    const invoice = read([
      line(864, 902, ['Particular', 528, 700], ['CGST', 1860, 1940], ['Total', 2279, 2342]),
      line(1005, 1042, ['Total', 1659, 1740], ['45.69', 1862, 1940], ['91.37', 2279, 2342]),
    ]);
    expect(invoice.tax).toBeNull();
  });
});
