import { describe, expect, it } from 'vitest';
import { readTextInvoice } from './support/read-text';
import { readRuns, runsAt } from './support/text-runs';

// A line's quantity printed with its unit, in the unit words of the language
// (`vocabulary/<language>.ts`).
describe('a quantity printed with its unit', () => {
  it('is the quantity in a text table ("12 Std"), and the unit is no description', async () => {
    const invoice = await readTextInvoice(
      [
        'Müller Elektrotechnik GmbH',
        'Rechnung Nr. 2025-0147',
        'Rechnungsdatum: 14.03.2025',
        'Pos.  Bezeichnung                         Menge   Einzelpreis   Gesamtpreis',
        '1     Elektroinstallation Backstube       12 Std     65,00 €       780,00 €',
        '2     Kabelmaterial NYM-J 5x2,5           50 m        2,40 €       120,00 €',
        'Rechnungsbetrag                                                  900,00 €',
      ],
      'rechnung.txt',
    );
    const items = invoice?.line_items ?? [];
    expect(items.map((item) => [item.description.value, item.quantity?.value])).toEqual([
      ['Elektroinstallation Backstube', '12.00'],
      ['Kabelmaterial NYM-J 5x2,5', '50.00'],
    ]);
  });

  it('is the quantity on a page, its unit kept with it ("2 godz.", "100 шт")', () => {
    const invoice = readRuns([
      [
        ...runsAt(
          40,
          14,
          ['TRANSBUD Sp. z o.o.', 40, 200],
          ['Faktura VAT nr FV/124/2025', 330, 500],
        ),
        ...runsAt(
          100,
          9,
          ['Nazwa', 40, 80],
          ['Ilość', 300, 330],
          ['Cena', 380, 410],
          ['Wartość', 460, 500],
        ),
        ...runsAt(
          115,
          9,
          ['Rozładunek', 40, 100],
          ['2 godz.', 300, 335],
          ['150,00', 380, 410],
          ['300,00', 465, 500],
        ),
        ...runsAt(
          130,
          9,
          ['Kabel YDY 3x2,5', 40, 120],
          ['100 шт', 300, 335],
          ['4,00', 385, 410],
          ['400,00', 465, 500],
        ),
        ...runsAt(160, 9, ['Razem', 380, 410], ['700,00', 465, 500]),
      ],
    ]);
    expect(
      invoice.line_items.map((item) => [item.description.value, item.quantity?.value]),
    ).toEqual([
      ['Rozładunek', '2.00'],
      ['Kabel YDY 3x2,5', '100.00'],
    ]);
  });
});
