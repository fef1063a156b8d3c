import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/fields/extract-fields';
import { extractFromDocument } from '../src/index';
import { buildLayout, layoutFromPlainText } from '../src/layout/text-layout';

const text = async (lines: string[]) =>
  (
    await extractFromDocument({
      bytes: new TextEncoder().encode(`${lines.join('\n')}\n`),
      filename: 'invoice.txt',
    })
  ).invoices[0];

/** The same lines as a page read by OCR: its words carry the engine's certainty. */
const photographed = (lines: string[]) => {
  const layout = layoutFromPlainText(`${lines.join('\n')}\n`);
  return extractFields(
    buildLayout(
      layout.lines.map((line) => ({ cells: line.cells, page: 1 })),
      1,
      true,
    ),
    {
      filename: 'photo.jpg',
      content_type: 'image/jpeg',
      kind: 'image',
      sha256: '0'.repeat(64),
      pages: 1,
    },
    'ocr',
    { organizationNames: [], confidenceScale: () => 0.9 },
  );
};

describe('the currency a page read by OCR shows', () => {
  // A German shop's receipt whose address OCR misread: a "£" where a letter was.
  const receipt = [
    'Bäckerei Morgenrot GmbH',
    '£ Lindenallee 14, 50667 Köln',
    'USt-IdNr. DE281937465',
    'Rechnung Nr. 2024-0815',
    'Datum: 12.03.2024',
    'Gesamtbetrag        18,40',
  ];

  it('is not a sign standing beside no amount (a misread letter), but the country', () => {
    const invoice = photographed(receipt);
    expect(invoice.currency?.value).toBe('EUR');
  });

  it('is a sign printed with an amount', () => {
    const invoice = photographed([...receipt.slice(0, -1), 'Gesamtbetrag        £18.40']);
    expect(invoice.currency?.value).toBe('GBP');
  });
});

describe("a country told by its tax id's own form", () => {
  it("is Ecuador for a RUC of ten digits and the establishment's 001", async () => {
    const invoice = await text([
      'Ferretería El Ancla S.A.',
      'RUC: 0991234567001',
      'Factura 001-002-000004512',
      'Fecha: 14/02/2024',
      'Total        45.20',
    ]);
    expect(invoice?.currency?.value).toBe('USD');
  });

  it('is Peru for a RUC of eleven digits from 20', async () => {
    const invoice = await text([
      'Distribuidora Andina S.A.C.',
      'RUC: 20512345678',
      'Factura F001-00004512',
      'Fecha: 14/02/2024',
      'Total        45.20',
    ]);
    expect(invoice?.currency?.value).toBe('PEN');
  });

  it('is Tunisia for a matricule fiscal, and its dinar', async () => {
    const invoice = await text([
      'Société Oliveraie du Sahel',
      'MF: 1234567A/A/M/000',
      'Facture N° 2024-117',
      'Date: 14/02/2024',
      'Total TTC        1.250,500',
    ]);
    expect(invoice?.currency?.value).toBe('TND');
  });
});
