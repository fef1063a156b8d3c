import { describe, expect, it } from 'vitest';
import { findDates } from '../src/fields/dates';
import { readRuns, runsAt } from './support/text-runs';

// Invoices in languages whose words the reader has from its vocabulary files alone, each laid
// out as its text layer places it: runs of 9 pt text, a letter 4.6 pt wide.
const at = (x: number, text: string): [string, number, number] => [text, x, x + text.length * 4.6];
const right = (x: number, text: string): [string, number, number] => [
  text,
  x - text.length * 4.6,
  x,
];

// A Vietnamese VAT invoice (hóa đơn giá trị gia tăng) in the national template; `glossed`
// prints each label with its English in brackets, as e-invoices do.
function vatInvoice(glossed: boolean) {
  const label = (vi: string, en: string) => (glossed ? `${vi} (${en}):` : `${vi}:`);
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

/** What a person checks on the invoice read; each test names the fields its language shows. */
const fieldsOf = (invoice: ReturnType<typeof readRuns>) => ({
  language: invoice.document.language,
  vendor: invoice.vendor.name?.value,
  taxId: invoice.vendor.tax_id?.value,
  account: invoice.vendor.account_number?.value,
  number: invoice.invoice_number?.value,
  issued: invoice.issue_date?.value,
  due: invoice.due_date?.value,
  currency: invoice.currency?.value,
  subtotal: invoice.subtotal?.value,
  tax: invoice.tax?.value,
  total: invoice.total?.value,
  billTo: invoice.bill_to?.name?.value,
  lines: invoice.line_items.map((line) => ({
    description: line.description?.value,
    quantity: line.quantity?.value,
    rate: line.rate?.value,
    amount: line.amount?.value,
  })),
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
    { description: 'Giấy in A4 Double A', amount: '4500000.00' },
    { description: 'Mực in HP 12A', amount: '4450000.00' },
    { description: 'Bút bi Thiên Long', amount: '1100000.00' },
  ],
};

describe('a Vietnamese VAT invoice', () => {
  it('reads its seller, number, date, amounts in đồng, buyer and lines', () => {
    expect(fieldsOf(vatInvoice(false))).toMatchObject(EXPECTED);
  });

  it('reads labels printed with their English in brackets ("Số (No.):") alike', () => {
    expect(fieldsOf(vatInvoice(true))).toMatchObject(EXPECTED);
  });

  it('reads the date written out: day, month and year named', () => {
    const dates = (text: string) => findDates(text, 'vi', true).map((date) => date.iso);
    expect(dates('Ngày 05 tháng 11 năm 2023')).toEqual(['2023-11-05']);
    expect(dates('Ngày (Date) 5 tháng (month) 11 năm (year) 2023')).toEqual(['2023-11-05']);
  });
});

// The header, a line-item table (description, quantity, unit price, amount) and the totals.
function invoiceOf(header: [string, number, number][][], table: string[][], totals: string[][]) {
  const line = (y: number, cells: string[]) =>
    runsAt(
      y,
      9,
      at(40, cells[0] as string),
      right(330, cells[1] as string),
      right(420, cells[2] as string),
      right(550, cells[3] as string),
    );
  return readRuns([
    [
      ...header.flatMap((cells, row) => runsAt(50 + row * 14, 9, ...cells)),
      ...table.flatMap((cells, row) => line(260 + row * 16, cells)),
      ...totals.flatMap(([label, amount], row) =>
        runsAt(340 + row * 14, 9, at(330, label as string), right(550, amount as string)),
      ),
    ],
  ]);
}

describe('an Indonesian invoice (faktur)', () => {
  const invoice = invoiceOf(
    [
      [at(40, 'PT SINAR MAJU SENTOSA')],
      [at(40, 'Jl. Gatot Subroto No. 12, Jakarta Selatan 12930')],
      [at(40, 'NPWP: 01.234.567.8-012.000')],
      [at(250, 'FAKTUR')],
      [at(40, 'Nomor Faktur'), at(120, ': INV/2024/03/0158'), at(330, 'Kepada Yth.')],
      [at(40, 'Tanggal'), at(120, ': 14 Maret 2024'), at(330, 'PT Cahaya Abadi')],
      [at(40, 'Jatuh Tempo'), at(120, ': 13 April 2024'), at(330, 'Jl. Diponegoro 45, Bandung')],
    ],
    [
      ['Deskripsi', 'Kuantitas', 'Harga Satuan', 'Jumlah'],
      ['Kertas HVS A4 80gr', '20', '55.000', '1.100.000'],
      ['Tinta Printer Epson 664', '10', '95.000', '950.000'],
    ],
    [
      ['Subtotal', '2.050.000'],
      ['PPN 11%', '225.500'],
      ['Total Tagihan', 'Rp 2.275.500'],
    ],
  );

  it('reads its number, dates with month names, the rupiah total and tax, and lines', () => {
    expect(fieldsOf(invoice)).toMatchObject({
      language: 'id',
      vendor: 'PT SINAR MAJU SENTOSA',
      number: 'INV/2024/03/0158',
      issued: '2024-03-14',
      due: '2024-04-13',
      currency: 'IDR',
      tax: '225500.00',
      total: '2275500.00',
      billTo: 'PT Cahaya Abadi',
      lines: [
        { quantity: '20.00', amount: '1100000.00' },
        { quantity: '10.00', amount: '950000.00' },
      ],
    });
  });
});

describe('a Finnish invoice (lasku)', () => {
  const invoice = invoiceOf(
    [
      [at(40, 'Pohjolan Puutarhapalvelu Oy')],
      [at(40, 'Koivukatu 8, 00510 Helsinki')],
      [at(40, 'Y-tunnus 2345678-9')],
      [at(250, 'LASKU')],
      [at(40, 'Laskun numero'), at(140, '10452'), at(330, 'Asiakas')],
      [at(40, 'Laskun päivämäärä'), at(140, '12.03.2024'), at(330, 'Kiinteistö Oy Aurinkorinne')],
      [at(40, 'Eräpäivä'), at(140, '26.03.2024')],
      [at(40, 'Viitenumero'), at(140, '104527')],
    ],
    [
      ['Kuvaus', 'Määrä', 'À-hinta', 'Yhteensä'],
      ['Nurmikon leikkuu', '6', '45,00', '270,00'],
      ['Pensasaidan leikkaus', '4', '52,00', '208,00'],
    ],
    [
      ['Veroton yhteensä', '478,00'],
      ['ALV 25,5 %', '121,89'],
      ['Maksettava yhteensä', '599,89 EUR'],
    ],
  );

  it('reads its number (not the payment reference), dates, amounts and lines', () => {
    expect(fieldsOf(invoice)).toMatchObject({
      language: 'fi',
      number: '10452',
      issued: '2024-03-12',
      due: '2024-03-26',
      subtotal: '478.00',
      tax: '121.89',
      total: '599.89',
      lines: [
        { quantity: '6.00', rate: '45.00' },
        { quantity: '4.00', rate: '52.00' },
      ],
    });
  });

  it('never takes the title for the vendor', () => {
    expect(invoice.vendor.name?.value).toBe('Pohjolan Puutarhapalvelu Oy');
  });
});

describe('Russian and Ukrainian invoices (счёт, рахунок)', () => {
  const russian = invoiceOf(
    [
      [at(40, 'ООО «Северная Торговая Компания»')],
      [at(40, 'ИНН 7801234567  КПП 780101001')],
      [at(40, 'Счёт на оплату № 157 от 15 марта 2024 г.')],
      [at(40, 'Покупатель:'), at(120, 'АО «Волга Логистик», ИНН 6312345678, г. Самара')],
    ],
    [
      ['Товары (работы, услуги)', 'Кол-во', 'Цена', 'Сумма'],
      ['Бумага офисная А4', '40', '320,00', '12 800,00'],
      ['Картридж HP 85A', '6', '4 150,00', '24 900,00'],
    ],
    [
      ['Итого:', '37 700,00'],
      ['В том числе НДС 20%:', '6 283,33'],
      ['Всего к оплате:', '37 700,00 руб.'],
    ],
  );
  const ukrainian = invoiceOf(
    [
      [at(40, 'ТОВ «Дніпро Постач»')],
      [at(40, 'Код за ЄДРПОУ 41234567')],
      [at(40, 'Рахунок на оплату № 48 від 3 квітня 2024 р.')],
      [at(40, 'Покупець:'), at(120, 'ПП «Карпати Сервіс», код 39876543, м. Львів')],
    ],
    [
      ['Товари (роботи, послуги)', 'Кількість', 'Ціна без ПДВ', 'Сума без ПДВ'],
      ['Папір офісний А4', '20', '250,00', '5 000,00'],
    ],
    [
      ['Разом без ПДВ:', '5 000,00'],
      ['ПДВ 20%:', '1 000,00'],
      ['Всього з ПДВ:', '6 000,00 грн'],
    ],
  );
  it('reads the number and date of the title line, VAT included, the rouble total and lines', () => {
    expect(fieldsOf(russian)).toMatchObject({
      language: 'ru',
      vendor: 'ООО «Северная Торговая Компания»',
      // The buyer's line goes on with its tax id and town: the name is what comes before.
      billTo: 'АО «Волга Логистик»',
      number: '157',
      issued: '2024-03-15',
      currency: 'RUB',
      tax: '6283.33',
      total: '37700.00',
      lines: [
        { quantity: '40.00', amount: '12800.00' },
        { quantity: '6.00', amount: '24900.00' },
      ],
    });
  });

  it('tells Ukrainian from Russian by its letters, and reads it in hryvnias', () => {
    expect(fieldsOf(ukrainian)).toMatchObject({
      language: 'uk',
      vendor: 'ТОВ «Дніпро Постач»',
      billTo: 'ПП «Карпати Сервіс»',
      number: '48',
      issued: '2024-04-03',
      currency: 'UAH',
      tax: '1000.00',
      total: '6000.00',
      lines: [{ quantity: '20.00', amount: '5000.00' }],
    });
  });
});

describe('a Hungarian invoice (számla)', () => {
  const invoice = invoiceOf(
    [
      [at(40, 'Eladó:'), at(120, 'Duna Irodaszer Kft.')],
      [at(40, 'Adószám:'), at(120, '12345678-2-41')],
      [at(250, 'SZÁMLA')],
      [at(40, 'Számla sorszáma:'), at(140, 'DI-2024/0381'), at(330, 'Vevő:')],
      [at(40, 'Számla kelte:'), at(140, '2024. március 15.'), at(330, 'Tisza Logisztika Zrt.')],
      [at(40, 'Teljesítés dátuma:'), at(140, '2024. március 14.')],
      [at(40, 'Fizetési határidő:'), at(140, '2024.03.29.')],
    ],
    [
      ['Megnevezés', 'Mennyiség', 'Egységár', 'Nettó érték'],
      ['Fénymásolópapír A4', '50', '2 150', '107 500'],
    ],
    [
      ['Nettó összesen:', '107 500'],
      ['ÁFA 27%:', '29 025'],
      ['Fizetendő:', '136 525 Ft'],
    ],
  );

  it('reads its number, the issue (not the supply) date year first, the forint total', () => {
    expect(fieldsOf(invoice)).toMatchObject({
      language: 'hu',
      vendor: 'Duna Irodaszer Kft.',
      number: 'DI-2024/0381',
      issued: '2024-03-15',
      due: '2024-03-29',
      currency: 'HUF',
      tax: '29025.00',
      total: '136525.00',
      lines: [{ quantity: '50.00', amount: '107500.00' }],
    });
  });
});

describe('a Saudi tax invoice in English and Arabic', () => {
  const both = (x: number, english: string, arabic: string) => [at(x, english), right(560, arabic)];
  const invoice = invoiceOf(
    [
      [at(200, 'Tax Invoice'), at(300, 'فاتورة ضريبية')],
      both(40, 'Seller: Al Noor Trading Est.', 'البائع: مؤسسة النور التجارية'),
      both(40, 'VAT Number: 310123456700003', 'الرقم الضريبي: 310123456700003'),
      both(40, 'Invoice Number: INV-2024-0091', 'رقم الفاتورة: INV-2024-0091'),
      both(40, 'Invoice Issue Date: 2024-03-15', 'تاريخ إصدار الفاتورة: 2024-03-15'),
      both(40, 'Buyer: Gulf Star Contracting Co.', 'المشتري: شركة نجمة الخليج للمقاولات'),
    ],
    [
      ['Description / الوصف', 'Qty / الكمية', 'Unit Price / سعر الوحدة', 'Total / المجموع'],
      ['Cement bags 50kg', '100', '24.00', '2,400.00'],
    ],
    [
      ['Total (Excluding VAT)', '2,400.00'],
      ['Total VAT 15%', '360.00'],
      ['Total Amount Due', '2,760.00 SAR'],
    ],
  );

  it('takes the seller beside its label ("Est." is a legal form), not the Arabic title', () => {
    expect(fieldsOf(invoice)).toMatchObject({
      vendor: 'Al Noor Trading Est.',
      taxId: '310123456700003',
      number: 'INV-2024-0091',
      issued: '2024-03-15',
      currency: 'SAR',
      total: '2760.00',
      billTo: 'Gulf Star Contracting Co.',
    });
    expect(invoice.issue_date?.signs?.[0]?.what).toBe('issue-date label');
  });
});
