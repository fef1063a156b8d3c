import { describe, expect, it } from 'vitest';
import { readTextInvoice } from './support/read-text';

// The sum before tax under the labels each country prints (`subtotal` in each vocabulary file).
describe('the subtotal', () => {
  it.each([
    ['Total exkl. MWST', 'CHF'],
    ['Warenwert netto', 'EUR'],
    ['Total charges before VAT', 'GBP'],
    ['Taxable Value', 'INR'],
    ['Totale (IVA esclusa)', 'EUR'],
    ['Summa exkl. moms', 'SEK'],
  ])('is read under "%s"', async (label, currency) => {
    const invoice = await readTextInvoice([
      'Alpstein Informatik AG',
      'Invoice No. 2025-0093',
      'Date: 2025-03-04',
      `${label}    ${currency} 8,350.50`,
      `VAT 8.1%    ${currency} 676.39`,
      `Total    ${currency} 9,026.89`,
    ]);
    expect(invoice?.subtotal?.value).toBe('8350.50');
  });
});
