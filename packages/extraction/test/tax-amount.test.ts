import { describe, expect, it } from 'vitest';
import { readTextInvoice } from './support/read-text';

describe('the tax on a line with its rate', () => {
  it('is not the base the rate applies to ("VAT 21% on 1,946.75")', async () => {
    const invoice = await readTextInvoice([
      'Van Dijk Installatietechniek B.V.',
      'Invoice number: 2024-0587',
      'Date: 03-06-2024',
      'Subtotal                 1,946.75',
      'VAT 21% on 1,946.75        408.82',
      'Total                    2,355.57',
    ]);
    expect(invoice?.tax?.value).toBe('408.82');
  });

  it('is not a registration number in brackets, and the provincial tax adds to the GST', async () => {
    const invoice = await readTextInvoice([
      'Nordique Services Informatiques Inc.',
      'Invoice #: NSI-55021',
      'Date: 2024-02-29',
      'Subtotal                              3,017.50',
      'GST 5% (784512963 RT0001)               150.88',
      'QST 9.975% (1228574419 TQ0001)          301.00',
      'Total (CAD)                           3,469.38',
    ]);
    expect(invoice?.tax?.value).toBe('451.88');
    expect(invoice?.checks).toContainEqual(
      expect.objectContaining({ name: 'subtotal_plus_tax_equals_total', passed: true }),
    );
  });

  it('is still the amount after the rate when nothing follows it ("VAT 20%: 19.00")', async () => {
    const invoice = await readTextInvoice([
      'Harbour Supplies Ltd',
      'Invoice No: HS-2291',
      'Subtotal: 95.00',
      'VAT 20%: 19.00',
      'Total: 114.00',
    ]);
    expect(invoice?.tax?.value).toBe('19.00');
  });

  it('is part of an Australian total "inc GST": "Includes GST of"', async () => {
    const invoice = await readTextInvoice([
      'TAX INVOICE',
      'Coastline Plumbing & Gas Pty Ltd',
      'Invoice No: INV-008841',
      'Date: 19/06/2024',
      'Description                         Qty    Total (inc GST)',
      'Rheem 315L hot water cylinder         1          $2,519.00',
      '                             Total (inc GST)     $2,519.00',
      '                             Includes GST of       $229.00',
    ]);
    expect(invoice?.tax?.value).toBe('229.00');
    expect(invoice?.checks).toContainEqual(
      expect.objectContaining({ name: 'lines_include_tax_equal_total', passed: true }),
    );
  });
});

describe('the tax of rates printed each with its base', () => {
  it('is the tax after "7 % USt auf 349,83", the tax name between the rate and the base word', async () => {
    const invoice = await readTextInvoice([
      'Bremer Gastro-Großhandel GmbH & Co. KG',
      'Rechnung Nr. 2025-40871',
      'Rechnungsdatum: 14.05.2025',
      '\t\tWarenwert netto\t\t\t\t\t580,29',
      '\t\tzzgl. 7 % USt auf 349,83\t\t\t\t\t24,49',
      '\t\tzzgl. 19 % USt auf 230,46\t\t\t\t\t43,79',
      '\t\tRechnungsbetrag\t\t\t\t\t648,57 EUR',
    ]);
    expect(invoice?.tax?.value).toBe('68.28');
    expect(invoice?.total?.value).toBe('648.57');
  });

  it('is the tax column of a VAT breakdown "net | tax | gross", not its gross', async () => {
    const invoice = await readTextInvoice([
      'Hotel De Gouden Leeuw',
      'Factuurnummer: GL-2025-03318',
      'Factuurdatum: 18-04-2025',
      'BTW-specificatie               Excl. BTW      BTW     Incl. BTW',
      'BTW 9% (logies, ontbijt)          533,94     48,06       582,00',
      'BTW 21% (parkeren, minibar)        77,27     16,23        93,50',
      'Totaal                            611,21     64,29       675,50',
      'Te betalen                                           675,50',
    ]);
    expect(invoice?.tax?.value).toBe('64.29');
    expect(invoice?.total?.value).toBe('675.50');
  });
});

describe('a tax withheld by the customer', () => {
  it('is not netted into the tax charged ("IVA Retenido")', async () => {
    const invoice = await readTextInvoice([
      'Servicios Técnicos Salinas SA de CV',
      'Factura  Folio A-1043',
      'Fecha: 2025-04-09',
      'Subtotal                     18,500.00',
      'IVA Trasladado 16%            2,960.00',
      'IVA Retenido 10.6667%        -1,973.33',
      'Total                        19,486.67',
    ]);
    expect(invoice?.tax?.value).toBe('2960.00');
    expect(invoice?.total?.value).toBe('19486.67');
  });
});
