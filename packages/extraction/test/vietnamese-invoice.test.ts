import { describe, expect, it } from 'vitest';
import { findDates } from '../src/fields/dates';
import { readRuns, runsAt } from './support/text-runs';

// A Vietnamese VAT invoice (hóa đơn giá trị gia tăng) in the national template, as its text
// layer places it; `glossed` prints each label with its English in brackets, as e-invoices do.
function vatInvoice(glossed: boolean) {
  const label = (vi: string, en: string) => (glossed ? `${vi} (${en}):` : `${vi}:`);
  const at = (x: number, text: string): [string, number, number] => [
    text,
    x,
    x + text.length * 4.6,
  ];
  const right = (x: number, text: string): [string, number, number] => [
    text,
    x - text.length * 4.6,
    x,
  ];
  const row = (y: number, cells: string[]) =>
    runsAt(
      y,
      9,
      at(40, cells[0] as string),
      at(70, cells[1] as string),
      at(250, cells[2] as string),
      right(350, cells[3] as string),
      right(440, cells[4] as string),
      right(550, cells[5] as string),
    );
  const date = glossed
    ? 'Ngày (Date) 15 tháng (month) 03 năm (year) 2024'
    : 'Ngày 15 tháng 03 năm 2024';
  return readRuns([
    [
      ...runsAt(50, 14, at(200, 'HÓA ĐƠN GIÁ TRỊ GIA TĂNG')),
      ...runsAt(72, 9, at(215, date), at(420, label('Ký hiệu', 'Serial')), at(490, '1C24TAA')),
      ...runsAt(86, 9, at(420, label('Số', 'No.')), at(490, '0000123')),
      ...runsAt(
        110,
        9,
        at(40, label('Đơn vị bán hàng', 'Seller')),
        at(170, 'CÔNG TY TNHH THƯƠNG MẠI HOÀNG MINH'),
      ),
      ...runsAt(124, 9, at(40, label('Mã số thuế', 'Tax code')), at(170, '0312345678')),
      ...runsAt(
        138,
        9,
        at(40, label('Địa chỉ', 'Address')),
        at(170, '45 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh'),
      ),
      ...runsAt(152, 9, at(40, label('Số tài khoản', 'Account No.')), at(170, '0071001234567')),
      ...runsAt(180, 9, at(40, label('Họ tên người mua hàng', 'Buyer')), at(170, 'Nguyễn Văn An')),
      ...runsAt(
        194,
        9,
        at(40, label('Tên đơn vị', 'Company')),
        at(170, 'CÔNG TY CỔ PHẦN ĐẦU TƯ SAO VIỆT'),
      ),
      ...runsAt(208, 9, at(40, label('Mã số thuế', 'Tax code')), at(170, '0109876543')),
      ...row(250, [
        'STT',
        'Tên hàng hóa, dịch vụ',
        'Đơn vị tính',
        'Số lượng',
        'Đơn giá',
        'Thành tiền',
      ]),
      ...row(268, ['1', 'Giấy in A4 Double A', 'Thùng', '10', '450.000', '4.500.000']),
      ...row(284, ['2', 'Mực in HP 12A', 'Hộp', '5', '890.000', '4.450.000']),
      ...row(300, ['3', 'Bút bi Thiên Long', 'Hộp', '20', '55.000', '1.100.000']),
      ...runsAt(330, 9, at(300, label('Cộng tiền hàng', 'Sub total')), right(550, '10.050.000')),
      ...runsAt(
        344,
        9,
        at(40, label('Thuế suất GTGT', 'VAT rate')),
        at(170, '10%'),
        at(300, label('Tiền thuế GTGT', 'VAT amount')),
        right(550, '1.005.000'),
      ),
      ...runsAt(
        358,
        9,
        at(300, label('Tổng cộng tiền thanh toán', 'Total payment')),
        right(550, '11.055.000'),
      ),
      ...runsAt(420, 9, at(100, 'Người mua hàng'), at(400, 'Người bán hàng')),
    ],
  ]);
}

const values = (invoice: ReturnType<typeof readRuns>) => ({
  language: invoice.document.language,
  vendor: invoice.vendor.name?.value,
  taxId: invoice.vendor.tax_id?.value,
  account: invoice.vendor.account_number?.value,
  number: invoice.invoice_number?.value,
  issued: invoice.issue_date?.value,
  currency: invoice.currency?.value,
  subtotal: invoice.subtotal?.value,
  tax: invoice.tax?.value,
  total: invoice.total?.value,
  billTo: invoice.bill_to?.name?.value,
  lines: invoice.line_items.map((line) => [line.description?.value, line.amount?.value]),
});

const EXPECTED = {
  language: 'vi',
  vendor: 'CÔNG TY TNHH THƯƠNG MẠI HOÀNG MINH',
  taxId: '0312345678',
  account: '0071001234567',
  number: '0000123',
  issued: '2024-03-15',
  currency: 'VND',
  subtotal: '10050000.00',
  tax: '1005000.00',
  total: '11055000.00',
  billTo: 'Nguyễn Văn An',
  lines: [
    ['Giấy in A4 Double A', '4500000.00'],
    ['Mực in HP 12A', '4450000.00'],
    ['Bút bi Thiên Long', '1100000.00'],
  ],
};

describe('a Vietnamese VAT invoice', () => {
  it('reads its seller, number, date, amounts in đồng, buyer and lines', () => {
    expect(values(vatInvoice(false))).toEqual(EXPECTED);
  });

  it('reads labels printed with their English in brackets ("Số (No.):") alike', () => {
    expect(values(vatInvoice(true))).toEqual(EXPECTED);
  });

  it('reads the date written out: day, month and year named', () => {
    const dates = (text: string) => findDates(text, 'vi', true).map((date) => date.iso);
    expect(dates('Ngày 05 tháng 11 năm 2023')).toEqual(['2023-11-05']);
    expect(dates('Ngày (Date) 5 tháng (month) 11 năm (year) 2023')).toEqual(['2023-11-05']);
  });
});
