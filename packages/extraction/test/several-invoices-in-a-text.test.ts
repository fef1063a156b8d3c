import { describe, expect, it } from 'vitest';
import { extractFromDocument } from '../src/index';

const invoice = (number: string, item: string, amount: string) => [
  'EVERGREEN JANITORIAL SERVICES LLC',
  `INVOICE ${number}                   Invoice Date: 09/30/2024`,
  'Bill To: Harbor Point Capital Partners LP',
  'Description                   Qty      Rate       Amount',
  `${item.padEnd(30)}1   ${amount.padStart(8)}     ${amount.padStart(8)}`,
  `                                        TOTAL   $${amount}`,
];

const read = async (lines: string[]) =>
  extractFromDocument({
    bytes: new TextEncoder().encode(`${lines.join('\n')}\n`),
    filename: 'body.txt',
  });

describe('a text holding several invoices one after another', () => {
  it('is read as each of them, each with its own number, total and lines', async () => {
    const text = [
      'Below are our September invoices for both of your locations.',
      '',
      ...invoice('10231', 'Nightly office cleaning', '2,150.00'),
      '',
      ...invoice('10232', 'Exterior window washing', '620.00'),
    ];
    const { invoices } = await read(text);
    expect(
      invoices.map((one) => [
        one.invoice_number?.value,
        one.total?.value,
        one.line_items.map((item) => item.description.value),
      ]),
    ).toEqual([
      ['10231', '2150.00', ['Nightly office cleaning']],
      ['10232', '620.00', ['Exterior window washing']],
    ]);
    // Each value's place is in the whole text.
    const second = invoices[1]?.total?.source;
    expect(text.join('\n').slice(second?.span?.[0], second?.span?.[1])).toBe('$620.00');
  });

  it('is one invoice when a later number is no invoice of its own (no total after it)', async () => {
    const { invoices } = await read([
      ...invoice('10231', 'Nightly office cleaning', '2,150.00'),
      'Invoice No. 10100 was paid on 09/02/2024, thank you.',
    ]);
    expect(invoices.map((one) => one.total?.value)).toEqual(['2150.00']);
  });
});
