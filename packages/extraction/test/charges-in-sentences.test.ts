import { describe, expect, it } from 'vitest';
import { readTextInvoice } from './support/read-text';

// Charges written as sentences in an e-mailed invoice, each a count at a price equal to its
// amount, with no table header above them.
describe('charges written as a count at a price', () => {
  it('are line items when the count times the price is the amount after "="', async () => {
    const invoice = await readTextInvoice([
      'Bergwerk Digital GmbH',
      'Rechnung Nr. 2025-0147',
      'Datum: 28.02.2025',
      '',
      'Für unsere Leistungen im Februar stellen wir Ihnen in Rechnung:',
      '',
      'Projektleitung (S. Graf), 12.5 Std. à EUR 140.00 = EUR 1,750.00',
      'Entwicklung, 40 Std. à EUR 110.00 = EUR 4,400.00',
      'Fahrtkosten Wien - Linz, 2 x EUR 52.00 = EUR 104.00',
      '',
      'Summe netto EUR 6,254.00',
      'USt 20% EUR 1,250.80',
      'Rechnungsbetrag EUR 7,504.80',
    ]);
    expect(
      (invoice?.line_items ?? []).map((item) => [
        item.description.value,
        item.quantity?.value,
        item.rate?.value,
        item.amount?.value,
      ]),
    ).toEqual([
      ['Projektleitung (S. Graf)', '12.50', '140.00', '1750.00'],
      ['Entwicklung', '40.00', '110.00', '4400.00'],
      ['Fahrtkosten Wien - Linz', '2.00', '52.00', '104.00'],
    ]);
  });

  it('are read after a dash that separates the description from the count', async () => {
    const invoice = await readTextInvoice([
      'Estudio Nébula',
      'FACTURA Nº 2025/031',
      'Fecha: 10/04/2025',
      'Diseño de etiqueta "Boira" - 1 ud. x 850,00 € = 850,00 €',
      'Maquetación del catálogo - 14 h x 45,00 € = 630,00 €',
      'Base imponible: 1.480,00 €',
    ]);
    expect(
      (invoice?.line_items ?? []).map((item) => [item.description.value, item.quantity?.value]),
    ).toEqual([
      ['Diseño de etiqueta "Boira"', '1.00'],
      ['Maquetación del catálogo', '14.00'],
    ]);
  });

  it('are not read from a sentence whose numbers do not multiply out', async () => {
    const invoice = await readTextInvoice([
      'Bergwerk Digital GmbH',
      'Rechnung Nr. 2025-0148',
      'Projektpauschale laut Angebot 12 vom 3.1. = EUR 2,000.00',
      'Rechnungsbetrag EUR 2,000.00',
    ]);
    expect(invoice?.line_items ?? []).toEqual([]);
  });
});
