import { describe, expect, it } from 'vitest';
import { extractFromDocument } from '../src/index';

const read = async (lines: string[]) =>
  (
    await extractFromDocument({
      bytes: new TextEncoder().encode(`${lines.join('\n')}\n`),
      filename: 'invoice.txt',
    })
  ).invoices[0];

describe('an issue date printed without a label', () => {
  it('is not a house number that holds a date ("3-1-67/4/C"), but the first real date', async () => {
    const invoice = await read([
      'GOWRI METAL WORKS',
      '5-2-41/7/B, Road No 3, Nagole, Hyderabad',
      'Tax Invoice  GMW/19',
      'e-Way Bill 162208851120   14-Aug-25',
      '1  MS Angle 40x40   120 KGS   68.00   8,160.00',
      'Total   ₹ 9,628.80',
    ]);
    expect(invoice?.issue_date?.value).toBe('2025-08-14');
    expect(invoice?.issue_date?.signs?.map((sign) => sign.what)).toEqual([
      'first date on the page',
    ]);
  });
});
