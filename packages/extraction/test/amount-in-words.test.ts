import { describe, expect, it } from 'vitest';
import { extractFromDocument } from '../src/index';

const read = async (lines: string[]) =>
  (
    await extractFromDocument({
      bytes: new TextEncoder().encode(`${lines.join('\n')}\n`),
      filename: 'invoice.txt',
    })
  ).invoices[0];

describe('the amount to pay spelled out in words', () => {
  it('is the total when the figures are glyphs with no text, below high confidence', async () => {
    const invoice = await read([
      'KAVERI PRINTS',
      'Tax Invoice',
      'Invoice No. KP-204',
      'Date: 14-03-2024',
      'Sub Total        ಿ',
      'Add CGST (9%)    ಿ',
      'TOTAL            ಿ',
      'Invoice Amount in Words',
      'Rupees Four Thousand Two Hundred Thirty Two and Fifty paise Only',
      'Tax Amount in Words: Rupees Six Hundred Forty Five Only',
    ]);
    expect(invoice?.total?.value).toBe('4232.50');
    expect(invoice?.total?.confidence).toBeLessThan(0.9);
    expect(invoice?.total?.signs?.map((sign) => sign.what)).toEqual(['the amount in words']);
  });

  it('confirms the total it names among other "Total" rows, in lakhs', async () => {
    const invoice = await read([
      'SRI LAKSHMI STEELS',
      'Tax Invoice',
      'Invoice No. SLS/77',
      'Date: 09-01-2025',
      'Total            ₹ 12,34,567.00',
      'HSN/SAC   Taxable Value   Total',
      'Total     10,46,243.22    1,88,323.78',
      'INR Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only',
    ]);
    expect(invoice?.total?.value).toBe('1234567.00');
    expect(invoice?.total?.signs?.map((sign) => sign.what)).toContain('the amount in words');
  });
});

describe('amounts of a currency with three decimals', () => {
  it('reads "927,000" as 927 when the page prints fractions of it ("0,600")', async () => {
    const invoice = await read([
      'STE EL AMEN Vente en Gros',
      'Facture client 3004512',
      'Date : 04/04/2020',
      'TOTAL HT        926,400',
      'MT TVA            0,000',
      'MT Timbre         0,600',
      'TOTAL           927,000',
      'Arrêté la présente facture à la somme de : Neuf Cent Vingt Sept Dinars Zéro Millime',
    ]);
    expect(Number(invoice?.total?.value)).toBe(927);
    expect(invoice?.total?.signs?.map((sign) => sign.what)).toContain('the amount in words');
  });

  it('spells French numbers, "quatre vingt" included, with their millimes', async () => {
    const invoice = await read([
      'STE EL AMEN Vente en Gros',
      'Facture client 3004513',
      'Date : 05/04/2020',
      'TOTAL           1 380,250',
      'Arrêté la présente facture à la somme de : Mille Trois Cent Quatre Vingt Dinars Deux Cent Cinquante Millimes',
    ]);
    expect(Number(invoice?.total?.value)).toBe(1380.25);
    expect(invoice?.total?.signs?.map((sign) => sign.what)).toContain('the amount in words');
  });
});
