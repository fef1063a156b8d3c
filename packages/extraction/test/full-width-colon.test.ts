import { describe, expect, it } from 'vitest';
import { readTextInvoice } from './support/read-text';

// Japanese and Chinese text print a label's colon full width ("請求番号："): the value follows it
// as it follows ":".
describe('a label with a full-width colon', () => {
  it("gives the invoice number, the issue date and the issuer's registration number", async () => {
    const invoice = await readTextInvoice([
      '請　求　書',
      '',
      '有限会社みどり商会　御中',
      '',
      '                          請求番号：MS-2025-0412',
      '                          請求日：2025年4月12日',
      '                          株式会社北斗物産',
      '                          登録番号：T4011101054321',
      '',
      '小計　　　　　¥120,000',
      '消費税（10%）　¥12,000',
      '合計　　　　　¥132,000',
    ]);
    expect(invoice?.invoice_number?.value).toBe('MS-2025-0412');
    expect(invoice?.issue_date?.value).toBe('2025-04-12');
    expect(invoice?.vendor.tax_id?.value).toBe('T4011101054321');
  });
});
