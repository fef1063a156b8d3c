import { describe, expect, it } from 'vitest';
import { extractFromDocument } from '../src/index';
import { readRuns, runsAt } from './support/text-runs';

const text = async (lines: string[]) =>
  (
    await extractFromDocument({
      bytes: new TextEncoder().encode(`${lines.join('\n')}\n`),
      filename: 'invoice.txt',
    })
  ).invoices[0];

/** Lines as a photo's OCR gives them: [text, x0, x1] words 30 px tall, one line under another. */
const photographed = (lines: [string, number, number][][]) =>
  readRuns([lines.flatMap((words, index) => runsAt(100 + index * 40, 30, ...words))], 'ocr');

describe('the currency a page read by OCR shows', () => {
  // A German shop's receipt whose address OCR misread: a "£" where a letter was.
  const receipt = (total: string): [string, number, number][][] => [
    [['Bäckerei Morgenrot GmbH', 40, 420]],
    [['£ Lindenallee 14, 50667 Köln', 40, 520]],
    [['USt-IdNr. DE281937465', 40, 400]],
    [['Rechnung Nr. 2024-0815', 40, 420]],
    [['Datum: 12.03.2024', 40, 330]],
    [
      ['Gesamtbetrag', 40, 260],
      [total, 700, 800],
    ],
  ];

  it('is not a sign standing beside no amount (a misread letter), but the country', () => {
    expect(photographed(receipt('18,40')).currency?.value).toBe('EUR');
  });

  it('is a sign printed with an amount', () => {
    expect(photographed(receipt('£18.40')).currency?.value).toBe('GBP');
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
