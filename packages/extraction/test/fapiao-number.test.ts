import { describe, expect, it } from 'vitest';
import { extractFromDocument } from '../src/index';

const read = async (lines: string[]) =>
  (
    await extractFromDocument({
      bytes: new TextEncoder().encode(`${lines.join('\n')}\n`),
      filename: 'fapiao.txt',
    })
  ).invoices[0];

describe("a Chinese VAT invoice's number", () => {
  it('is the eight digits printed top right after "№" (read as "Ne"), not the invoice code', async () => {
    const invoice = await read([
      '浙江增值税专用发票',
      '3300121130          Ne 04518826',
      '                    04518826',
      '开票日期: 2023年06月20日',
      '购买方  名称: 杭州明远机械有限公司',
      '合计      ¥8849.56      ¥1150.44',
      '价税合计(大写) 壹万圆整   (小写) ¥10000.00',
      '销售方  名称: 宁波恒通五金制品有限公司',
    ]);
    expect(invoice?.invoice_number?.value).toBe('04518826');
    expect(invoice?.invoice_number?.signs?.map((sign) => sign.what)).toContain(
      "the national layout's place (a fapiao's eight digits)",
    );
  });

  it('is not guessed from the ten-digit invoice code when no eight digits stand alone', async () => {
    const invoice = await read([
      '浙江增值税专用发票',
      '3300121130',
      '开票日期: 2023年06月20日',
      '购买方  名称: 杭州明远机械有限公司',
      '价税合计(大写) 壹万圆整   (小写) ¥10000.00',
      '销售方  名称: 宁波恒通五金制品有限公司',
    ]);
    expect(invoice?.invoice_number).toBeNull();
  });
});
