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
