import { describe, expect, it } from 'vitest';
import { extractFromDocument } from '../src/index';

const read = async (html: string) =>
  (await extractFromDocument({ bytes: new TextEncoder().encode(html), filename: 'facture.html' }))
    .invoices[0];

/** Each line's quantity, unit price and amount, as read. */
const figures = (invoice: Awaited<ReturnType<typeof read>>) =>
  invoice?.line_items.map((item) => [item.quantity?.value, item.rate?.value, item.amount?.value]);
const table = (rows: string[][]) =>
  rows
    .map((cells, index) => {
      const tag = index === 0 ? 'th' : 'td';
      return `<tr>${cells.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;
    })
    .join('');

describe("an HTML table's row", () => {
  it("reads each cell as its column's, a unit and a rate left out of the description", async () => {
    const invoice = await read(
      `<html><body><p>FACTURE N° F2024-0193</p><p>Date de facture : 22/05/2024</p><table>${table([
        ['Désignation', 'Qté', 'Unité', 'PU HT', 'TVA', 'Montant HT'],
        ["Main d'œuvre électricien", '7', 'h', '55,00', '20 %', '385,00'],
        ['Frais de déplacement', '1', 'forfait', '35,00', '20 %', '35,00'],
      ])}</table><p>Total TTC 504,00 €</p></body></html>`,
    );
    expect(
      invoice?.line_items.map((item) => [
        item.description.value,
        item.quantity?.value,
        item.rate?.value,
        item.amount?.value,
      ]),
    ).toEqual([
      ["Main d'œuvre électricien", '7.00', '55.00', '385.00'],
      ['Frais de déplacement', '1.00', '35.00', '35.00'],
    ]);
  });

  it('keeps its numbers in their columns when a cell is left empty', async () => {
    const invoice = await read(
      `<html><body><p>Invoice No. 4471</p><p>Date: 2024-05-22</p><table>${table([
        ['Description', 'Qty', 'Unit price', 'Discount', 'Amount'],
        ['Conference chairs', '12', '80.00', '', '960.00'],
        ['Installation', '1', '', '', '150.00'],
      ])}</table><p>Total 1,110.00</p></body></html>`,
    );
    expect(figures(invoice)).toEqual([
      ['12.00', '80.00', '960.00'],
      ['1.00', undefined, '150.00'],
    ]);
  });
});

describe('a Brazilian HTML table\'s abbreviated headers ("Qtde", "Vl. Unit.", "Vl. Total")', () => {
  it('name the quantity, the price and the amount', async () => {
    const invoice = await read(
      `<html><body><p>NF-e nº 000.048.213</p><p>Emissão: 05/03/2025</p><table>${table([
        ['Cód.', 'Produto', 'Un', 'Qtde', 'Vl. Unit.', 'Vl. Total'],
        ['10233', 'Óleo de soja 900 ml - cx c/ 20', 'CX', '4', '142,90', '571,60'],
        ['10410', 'Farinha de trigo tipo 1 - saco 25 kg', 'SC', '6', '98,50', '591,00'],
      ])}</table><p>Valor total da nota R$ 1.162,60</p></body></html>`,
    );
    expect(figures(invoice)).toEqual([
      ['4.00', '142.90', '571.60'],
      ['6.00', '98.50', '591.00'],
    ]);
  });
});
