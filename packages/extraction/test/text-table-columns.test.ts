import { describe, expect, it } from 'vitest';
import { readTextInvoice } from './support/read-text';

const rows = (invoice: Awaited<ReturnType<typeof readTextInvoice>>) =>
  (invoice?.line_items ?? []).map((item) => [
    item.description.value,
    item.quantity?.value,
    item.rate?.value,
    item.amount?.value,
  ]);

// A text table aligned with spaces prints each number under its column's header. Numbers under
// columns of no interest (a product code, a discount) are neither quantity, price nor amount.
describe("a text table's numbers under their columns", () => {
  it('reads a CFDI-style table with a product code and a discount column', async () => {
    const invoice = await readTextInvoice(
      [
        'TRANSPORTES DEL NORTE SA DE CV',
        'FACTURA  Folio 20931',
        'Fecha de emisión: 2025-06-02',
        '',
        'Clave Prod/Serv   Cantidad   Clave Unidad   Descripción                Valor Unitario   Descuento   Importe',
        '78101802              1.00   E48            Flete Puebla-Veracruz           12,400.00        0.00   12,400.00',
        '78141500              3.00   E48            Maniobras de descarga              600.00        0.00    1,800.00',
        '',
        'Subtotal                                   14,200.00',
        'IVA 16%                                     2,272.00',
        'Total                                      16,472.00',
      ],
      'factura.txt',
    );
    expect(rows(invoice)).toEqual([
      ['Flete Puebla-Veracruz', '1.00', '12400.00', '12400.00'],
      ['Maniobras de descarga', '3.00', '600.00', '1800.00'],
    ]);
  });

  it('keeps a discount printed as a percentage out of the description', async () => {
    const invoice = await readTextInvoice(
      [
        'Holzbau Berger KG',
        'Rechnung Nr. RE-5521',
        'Rechnungsdatum: 03.02.2025',
        '',
        'Pos.  Bezeichnung                  Menge   Einzelpreis   Rabatt   Gesamtpreis',
        '1     Fichtenbrett 24x200 mm          40         12,50     10 %        450,00',
        '2     Montagekleber Dose               6          8,00      0 %         48,00',
        '',
        'Gesamtbetrag                                                          498,00',
      ],
      'rechnung.txt',
    );
    expect(rows(invoice)).toEqual([
      ['Fichtenbrett 24x200 mm', '40.00', '12.50', '450.00'],
      ['Montagekleber Dose', '6.00', '8.00', '48.00'],
    ]);
  });

  it('keeps "Precio Unit." one column, the price, and columns two spaces apart', async () => {
    const invoice = await readTextInvoice(
      [
        'Repuestos Agrícolas del Sur S.A.',
        'FACTURA A  Nº 0004-00012873',
        'Fecha de Emisión: 05/03/2025',
        '',
        'Código  Descripción                       Cant.  Precio Unit.  Alic.   Subtotal',
        'DS-18   Disco de siembra 18" p/Agrometal  24,00     38.500,00  10,50%  924.000,00',
        'MO-TAL  Mano de obra taller (hs)          12,00     28.000,00  21,00%  336.000,00',
        '',
        'Importe Neto Gravado:  $ 1.260.000,00',
      ],
      'factura.txt',
    );
    expect(rows(invoice)).toEqual([
      ['Disco de siembra 18" p/Agrometal', '24.00', '38500.00', '924000.00'],
      ['Mano de obra taller (hs)', '12.00', '28000.00', '336000.00'],
    ]);
  });
});
