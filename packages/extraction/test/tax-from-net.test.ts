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

  // A Chinese VAT invoice prints the rate on its item rows and the net and tax on the 合计 row
  // under them; OCR may lose the tax column's header, and with it the tax's label.
  const vatInvoice = (rate: string) =>
    read([
      '上海明德办公用品有限公司',
      '发票号码: 04417352',
      '开票日期: 2024年03月15日',
      '货物或应税劳务、服务名称    规格型号    单位    数量    单价    税率',
      `*办公用品*打印纸    A4    箱    40    125.00    5000.00    ${rate}    650.00`,
      '合  计                          ¥5000.00              ¥650.00',
      '价税合计(大写) 伍仟陆佰伍拾圆整    (小写) ¥5650.00',
    ]);

  it('is read from a row of net and tax when a rate printed elsewhere on the page makes one of the other', async () => {
    const invoice = await vatInvoice('13%');
    expect(invoice?.total?.value).toBe('5650.00');
    expect(invoice?.tax?.value).toBe('650.00');
    expect(invoice?.subtotal?.value).toBe('5000.00');
    expect(invoice?.notes.join(' ')).toContain('at 13 %');
  });

  it('is not read from such a row when no rate printed on the page makes it', async () => {
    const invoice = await vatInvoice('9%');
    expect(invoice?.total?.value).toBe('5650.00');
    expect(invoice?.tax).toBeNull();
  });
});
