import { describe, expect, it } from 'vitest';
import { createPdf, type Pdf } from '../corpus-generator/pdf-canvas';
import { extractFromDocument } from '../src/index';

/** Draws lines of [text, x] cells down a page, 16 pt apart, from `y`. */
const draw = (pdf: Pdf, y: number, rows: [string, number][][]) =>
  rows.forEach((cells, row) => {
    for (const [text, x] of cells) pdf.text(text, x, y + row * 16);
  });

/** The line items read from a one-page PDF: [description, amount]. */
async function items(rows: [string, number][][]) {
  const pdf = createPdf();
  draw(pdf, 50, rows);
  const result = await extractFromDocument(
    { bytes: await pdf.finish(), filename: 'invoice.pdf' },
    { ocr: false },
  );
  return (result.invoices[0]?.line_items ?? []).map((item) => [
    item.description.value,
    item.amount?.value,
  ]);
}

const seller = (name: string, title = 'Tax Invoice'): [string, number][][] => [
  [[name, 50]],
  [[title, 250]],
  [['Invoice No: 118', 400]],
  [['Date: 24/10/2023', 400]],
];

describe('line items on layouts the rules had not met', () => {
  it('reads a header whose amount column has its currency glued on ("AmountRS.")', async () => {
    expect(
      await items([
        ...seller('Kaveri Cold Drinks'),
        [
          ['#', 50],
          ['Item Name', 70],
          ['Quantity', 260],
          ['Price/Unit', 360],
          ['AmountRS.', 470],
        ],
        [
          ['1', 50],
          ['Rose milk 200 ml', 70],
          ['240', 260],
          ['RS. 22.50', 360],
          ['RS. 5,400', 470],
        ],
        [
          ['2', 50],
          ['Jigarthanda 300 ml', 70],
          ['60', 260],
          ['RS. 40.00', 360],
          ['RS. 2,400', 470],
        ],
        [
          ['Total', 70],
          ['RS. 7,800', 470],
        ],
      ]),
    ).toEqual([
      ['Rose milk 200 ml', '5400.00'],
      ['Jigarthanda 300 ml', '2400.00'],
    ]);
  });

  it('ends the table at a net total printed apart from its currency sign ("Monto Neto | $ | 1.773.109")', async () => {
    expect(
      await items([
        ...seller('Gas Andino S.A.', 'FACTURA ELECTRÓNICA'),
        [
          ['Item', 40],
          ['Codígo', 80],
          ['Nombre Item', 150],
          ['Cantidad', 330],
          ['UN.', 390],
          ['Precio Unit.', 430],
          ['Monto', 520],
        ],
        [
          ['1', 40],
          ['Carga gas 45 kg', 150],
          ['100', 330],
          ['C/U', 390],
          ['17.731,09', 430],
          ['1.773.109', 520],
        ],
        [
          ['Desc. Global', 430],
          ['$', 500],
        ],
        [
          ['Monto Exento', 430],
          ['$', 500],
        ],
        [
          ['Documentos Referenciados', 150],
          ['Monto Neto', 430],
          ['$', 500],
          ['1.773.109', 520],
        ],
        [
          ['IVA (19,00%)', 430],
          ['$', 500],
          ['336.891', 520],
        ],
        [
          ['Total', 430],
          ['$', 500],
          ['2.110.000', 520],
        ],
      ]),
    ).toHaveLength(1);
  });

  it('reads a header whose column words were printed as one run ("Cantidad P.Unit Pre.Tot")', async () => {
    expect(
      await items([
        ...seller('Supermercados del Pacífico S.A.', 'FACTURA'),
        [['Cantidad    P.Unit    Pre.Tot', 250]],
        [
          ['CREMA DE LECHE', 40],
          ['1', 262],
          ['2.8509', 296],
          ['2.85', 335],
        ],
        [
          ['LECHUGA CRESPA', 40],
          ['2', 262],
          ['0.5900', 296],
          ['1.18', 335],
        ],
        [
          ['SALSA ORIENTAL', 40],
          ['1', 262],
          ['0.9035', 296],
          ['0.90', 335],
        ],
        [
          ['Subtotal', 40],
          ['4.93', 335],
        ],
      ]),
    ).toEqual([
      ['CREMA DE LECHE', '2.85'],
      ['LECHUGA CRESPA', '1.18'],
      ['SALSA ORIENTAL', '0.90'],
    ]);
  });

  it("reads a bill's charges printed without a header as a count times an article, a wrapped price under its line", async () => {
    expect(
      await items([
        [['Restaurant Lotusblüte', 50]],
        [
          ['Ihre Rechnung', 50],
          ['12.03.2024 19:40', 300],
        ],
        [
          ['Tisch 7', 50],
          ['Bedienung: Anna', 300],
        ],
        [
          ['2x (14) Gebratene Nudeln mit Huhn', 50],
          ['17,00 EUR', 400],
        ],
        [['1x (3) Frühlingsrollen, vegetarisch', 50]],
        [['4,50 EUR', 400]],
        [
          ['1x (40) Jasmintee', 50],
          ['3,20 EUR', 400],
        ],
        [
          ['Summe', 50],
          ['24,70 EUR', 400],
        ],
        [
          ['MwSt. 19 % enthalten', 50],
          ['3,94 EUR', 400],
        ],
      ]),
    ).toEqual([
      ['(14) Gebratene Nudeln mit Huhn', '17.00'],
      ['(3) Frühlingsrollen, vegetarisch', '4.50'],
      ['(40) Jasmintee', '3.20'],
    ]);
  });

  it("reads a bill's sections, each closed by its own subtotal, and stops at charges no subtotal adds up", async () => {
    const bill = (after: [string, number][][]) =>
      items([
        ...seller('Energia do Vale S.A.', 'NOTA FISCAL / CONTA DE ENERGIA ELÉTRICA'),
        [
          ['Dados do Faturamento', 50],
          ['Faturado', 260],
          ['Tarifa (R$)', 340],
          ['Valor (R$)', 470],
        ],
        [
          ['Consumo', 50],
          ['148', 260],
          ['0,5575', 340],
          ['82,51', 480],
        ],
        [
          ['Adicional bandeira amarela', 50],
          ['2,35', 485],
        ],
        [
          ['Subtotal (R$)', 50],
          ['84,86', 480],
        ],
        ...after,
      ]);
    expect(
      await bill([
        [
          ['Contribuição iluminação pública', 50],
          ['5,11', 485],
        ],
        [
          ['Subtotal (R$)', 50],
          ['5,11', 485],
        ],
        [
          ['Total a pagar', 50],
          ['89,97', 480],
        ],
      ]),
    ).toEqual([
      ['Consumo', '82.51'],
      ['Adicional bandeira amarela', '2.35'],
      ['Contribuição iluminação pública', '5.11'],
    ]);
    // A charge after the subtotal that no subtotal of its own closes is the totals' business.
    expect(
      await bill([
        [
          ['Frete', 50],
          ['10,00', 480],
        ],
        [
          ['ICMS 18%', 50],
          ['17,07', 480],
        ],
        [
          ['Total a pagar', 50],
          ['111,93', 480],
        ],
      ]),
    ).toHaveLength(2);
  });
});
