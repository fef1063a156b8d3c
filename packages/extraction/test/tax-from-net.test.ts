import { describe, expect, it } from 'vitest';
import { extractFromDocument } from '../src/index';

const read = async (lines: string[]) =>
  (
    await extractFromDocument({
      bytes: new TextEncoder().encode(`${lines.join('\n')}\n`),
      filename: 'invoice.txt',
    })
  ).invoices[0];

const header = ['Northwind Shop Sp. z o.o.', 'Faktura nr FV/2018/0610', 'Data faktury: 25.09.2018'];

describe('a tax printed only inside the gross total', () => {
  it('is the total less the net printed beside its rate, and the net is the subtotal', async () => {
    const invoice = await read([
      ...header,
      'Wartość przed rabatem     899,00',
      'Kwota faktury             899,00',
      'w tym 23,00% VAT (kwota netto 730,89)',
    ]);
    expect(invoice?.total?.value).toBe('899.00');
    expect(invoice?.tax?.value).toBe('168.11');
    expect(invoice?.subtotal?.value).toBe('730.89');
    // A figure worked out, not read: the note says how, the box points at the net it came from,
    // and net + tax = total (true by construction) does not make it sure.
    expect(invoice?.notes.join(' ')).toContain('less the net 730.89');
    expect(invoice?.tax?.confidence).toBeLessThan(0.9);
    expect(invoice?.tax?.source.text).toContain('730,89');
  });

  it('is not made from a rate that is no tax (a late fee of 10 %)', async () => {
    const invoice = await read([
      ...header,
      'Subtotal        100.00',
      'Late fee 10%     10.00',
      'Total           110.00',
    ]);
    expect(invoice?.total?.value).toBe('110.00');
    expect(invoice?.tax).toBeNull();
  });

  it('is not made when the net, the rate and the total do not agree', async () => {
    const invoice = await read([...header, 'Net 40.00', 'VAT rate 20%', 'Total 50.00']);
    expect(invoice?.total?.value).toBe('50.00');
    expect(invoice?.tax).toBeNull();
  });

  it('is read from a row of net, rate, tax and total whose headers were lost', async () => {
    const invoice = await read([
      'AGLOMERADOS DEL SUR S.L.',
      'FACTURA: A5 / 3127',
      'FECHA: 15/05/2015',
      '176,18      21,00      37,00      213,18 EUROS',
      'TOTAL FACTURA      213,18',
    ]);
    expect(invoice?.total?.value).toBe('213.18');
    expect(invoice?.tax?.value).toBe('37.00');
    expect(invoice?.subtotal?.value).toBe('176.18');
  });
});
