import { describe, expect, it } from 'vitest';
import { createContext } from '../src/fields/context';
import { readLineItems } from '../src/fields/line-items';
import { buildLayout, type LineInput } from '../src/layout/text-layout';
import { line } from './support/positioned-line';

const itemsOf = (lines: LineInput[]) =>
  readLineItems(
    createContext(buildLayout(lines, 1, true), {
      language: 'pl',
      dayFirst: true,
      organizationNames: [],
    }),
  ).items.map((item) => [item.description.value, item.quantity?.value, item.amount?.value]);

describe('a header printed on three lines (a Polish web shop, scan-adidas-pl-01)', () => {
  // "Cena | Cena | Cena" over "jednost. | jednost. | całkowita" over "netto | VAT" over the
  // currencies; the OCR read the capital I of "Ilość" as l.
  const header = [
    line(
      717,
      753,
      ['Kod', 155, 230],
      ['Rozmiar Nazwa produktu', 273, 700],
      ['llość', 993, 1080],
      ['Cena', 1210, 1290],
      ['Cena', 1418, 1500],
      ['Cena', 1629, 1694],
    ),
    line(
      753,
      789,
      ['produktu', 127, 260],
      ['jednost.', 1172, 1300],
      ['jednost.', 1380, 1500],
      ['całkowita', 1574, 1694],
    ),
    line(789, 825, ['netto', 1211, 1300], ['VAT', 1641, 1694]),
    line(824, 860, ['PLN', 1223, 1290], ['PLN', 1430, 1500], ['PLN', 1641, 1694]),
  ];
  const row = line(
    876,
    909,
    ['CP9366', 142, 260],
    ['431/3', 291, 370],
    ['YEEZY BOOST 350 V2', 387, 700],
    ['1', 1023, 1040],
    ['730,89', 1204, 1300],
    ['899,00', 1415, 1500],
    ['899,00', 1622, 1693],
  );

  it('reads the row under it, its total price from "Cena całkowita"', () => {
    const items = itemsOf([
      ...header,
      row,
      line(933, 959, ['Wartość przed rabatem', 880, 1200], ['899,00', 1622, 1693]),
      line(975, 1002, ['Kwota faktury', 880, 1100], ['899,00', 1621, 1693]),
    ]);
    expect(items).toEqual([['431/3 YEEZY BOOST 350 V2', '1.00', '899.00']]);
  });

  it('still ends a table at a row of totals labels once rows were read', () => {
    const items = itemsOf([
      ...header,
      row,
      line(933, 959, ['netto', 1211, 1300], ['VAT', 1641, 1694]),
      line(975, 1002, ['Zwrot towaru', 142, 500], ['1', 1023, 1040], ['10,00', 1622, 1693]),
    ]);
    expect(items).toHaveLength(1);
  });
});

describe('an Indian GST invoice (scan-impex-healthcare-en-01)', () => {
  // A pharmacy's table: batch, expiry, unit, free quantity, MRP, discount, the taxable value,
  // the CGST + SGST rates, then "Total Tax" and "Total Amt", their first words a line above.
  const header = [
    line(
      881,
      916,
      ['Manufacturer', 863, 1051],
      ['Mfg.', 1630, 1688],
      ['Taxable', 2691, 2802],
      ['Total', 3128, 3198],
      ['Total', 3274, 3343],
    ),
    line(
      920,
      945,
      ['#', 149, 169],
      ['Product', 213, 317],
      ['Name', 864, 941],
      ['HSN', 1154, 1208],
      ['Batch', 1320, 1395],
      ['Expiry', 1504, 1590],
      ['Date', 1631, 1695],
      ['uoM', 1790, 1852],
      ['Qty', 1899, 1946],
      ['Free Qty', 2029, 2146],
      ['MRP', 2193, 2252],
      ['Rate', 2320, 2382],
      ['Disc % / Amt', 2463, 2635],
      ['Value', 2692, 2771],
      ['SGST + CGST', 2900, 3080],
      ['Tax', 3127, 3176],
      ['Amt', 3275, 3332],
    ),
  ];
  const row = (y: number, name: string, qty: string, value: string, tax: string, total: string) =>
    line(
      y,
      y + 35,
      ['1', 151, 167],
      [name, 212, 535],
      ['DR REDDY', 866, 992],
      ['30049099', 1154, 1276],
      ['E2302721', 1321, 1440],
      ['08/25', 1505, 1573],
      ['STRIP', 1787, 1859],
      [qty, 1956, 1986],
      ['0', 2137, 2150],
      ['94.00', 2208, 2275],
      ['5.0%', 2464, 2525],
      [value, 2772, 2855],
      ['6.0% + 6.0%', 2900, 3059],
      [tax, 3151, 3235],
      [total, 3312, 3394],
    );

  it('reads each product with its quantity and its total amount', () => {
    const items = itemsOf([
      ...header,
      row(996, 'ATARAX 25 MG TAB 15S', '10', '482.95', '57.96', '540.91'),
      row(1085, 'ECONORM 250 MG CAP 65', '30', '3898.23', '467.79', '4366.02'),
      line(1357, 1382, ['Totals', 214, 299], ['40', 1960, 1991], ['4381.18', 2750, 2860]),
    ]);
    expect(items).toEqual([
      ['ATARAX 25 MG TAB 15S', '10.00', '540.91'],
      ['ECONORM 250 MG CAP 65', '30.00', '4366.02'],
    ]);
  });
});

describe('a Japanese invoice for hours worked (mac-planning-jp-2025-001)', () => {
  // Item, unit price, hours worked, rate, limits, deduction, addition, amount, remarks; the
  // totals below in brackets: "(小計)", "(消費税 10%)", "(合計)".
  const lines = [
    line(
      340,
      349,
      ['項目', 64, 83],
      ['単価', 123, 141],
      ['作業H', 171, 198],
      ['率', 215, 224],
      ['Min/MaxH', 235, 282],
      ['減', 308, 317],
      ['増', 340, 349],
      ['金額', 397, 415],
      ['備考', 455, 473],
    ),
    line(
      361,
      370,
      ['1 前野 謙', 54, 95],
      ['800,000', 129, 167],
      ['161.50 1.0 140.00/200.00 5,710 4,000', 179, 368],
      ['800,000', 413, 451],
    ),
    line(568, 577, ['(小計)', 77, 106], ['800,000', 413, 451]),
    line(583, 592, ['(消費税', 73, 110]),
    line(589, 598, ['80,000', 419, 451]),
    line(610, 619, ['(合計)', 73, 110], ['880,000', 413, 451]),
  ];

  it('reads the one row and ends the table at the bracketed subtotal', () => {
    expect(itemsOf(lines)).toEqual([['1 前野 謙', '161.50', '800000.00']]);
  });
});

describe('a Chinese VAT invoice photographed (scan-tianjin-ruijiaxun-zh-01)', () => {
  // The header's words printed letter-spaced and cut by the OCR at each gap ("金 | 额",
  // "税 | 额"); the amounts right-aligned in wide columns, nearer the short "税率" header than
  // their own; the 合计 row's tax lost by the OCR.
  const fapiao = (rows: LineInput[]) => [
    line(
      421,
      456,
      ['货物或应税劳务 、服务名称', 195, 457],
      ['规格 型号 单位', 526, 678],
      ['金', 1116, 1138],
      ['额', 1159, 1176],
      ['税率', 1261, 1300],
      ['税', 1390, 1410],
      ['额', 1433, 1451],
    ),
    ...rows,
    line(691, 718, ['合', 237, 260], ['计', 335, 358], ['¥46.62', 1151, 1245]),
  ];
  const read = (rows: LineInput[]) =>
    readLineItems(
      createContext(buildLayout(fapiao(rows), 1, true), {
        language: 'zh',
        dayFirst: false,
        organizationNames: [],
      }),
    );

  it("reads the row's amount beside the rate column, and its tax as the invoice's", () => {
    const table = read([
      line(
        458,
        480,
        ['( 详 见 销 货清 单)', 154, 298],
        ['46.62', 1200, 1245],
        ['13%', 1267, 1302],
        ['6.08', 1482, 1516],
      ),
    ]);
    expect(table.items.map((item) => [item.description.value, item.amount?.value])).toEqual([
      ['( 详 见 销 货清 单)', '46.62'],
    ]);
    expect(table.tax?.value).toBe('6.08');
  });

  it("adds up the rows' taxes only when every row prints one", () => {
    // A goods row: its description, its amount, the rate and (when printed) its tax.
    const goods = (y: number, description: string, amount: string, tax?: string) =>
      line(
        y,
        y + 22,
        [description, 154, 180],
        [amount, 1200, 1245],
        ['13%', 1267, 1302],
        ...(tax ? [[tax, 1482, 1516] as [string, number, number]] : []),
      );
    expect(
      read([goods(458, '纸', '40.00', '5.20'), goods(482, '笔', '6.62', '0.88')]).tax?.value,
    ).toBe('6.08');
    const one = read([goods(458, '纸', '40.00', '5.20'), goods(482, '笔', '6.62')]);
    expect(one.items).toHaveLength(2);
    expect(one.tax).toBeNull();
  });
});

describe('a header whose amount column lost its word to the OCR', () => {
  // A Chinese VAT invoice's header with 金额 and 税额 not read: quantity, unit price and the
  // rate are named; each row prints its amount between the price and the rate, its tax after.
  const header = line(
    400,
    430,
    ['货物或应税劳务 、服 务 名 称', 200, 460],
    ['规格 型号', 610, 700],
    ['单位', 790, 830],
    ['数量', 910, 950],
    ['单 价', 1070, 1120],
    ['税率', 1440, 1480],
  );
  const row = (y: number, description: string, quantity: string, price: string, amount: string) =>
    line(
      y,
      y + 25,
      [description, 210, 400],
      ['箱', 800, 820],
      [quantity, 950, 990],
      [price, 1100, 1170],
      [amount, 1290, 1400],
      ['13%', 1450, 1490],
      ['9.99', 1620, 1700],
    );
  const itemsOf = (rows: LineInput[]) =>
    readLineItems(
      createContext(
        buildLayout(
          [
            header,
            ...rows,
            line(520, 545, ['合', 240, 260], ['计', 330, 350], ['¥1.00', 1290, 1400]),
          ],
          1,
          true,
        ),
        { language: 'zh', dayFirst: false, organizationNames: [] },
      ),
    ).items.map((item) => [item.description.value, item.amount?.value]);

  it('is placed where the first row prints its quantity times its price', () => {
    expect(
      itemsOf([
        row(440, '*纸制品*复印纸', '40', '125.00', '5000.00'),
        row(470, '*文具*签字笔', '12', '18.50', '222.00'),
      ]),
    ).toEqual([
      ['*纸制品*复印纸', '5000.00'],
      ['*文具*签字笔', '222.00'],
    ]);
  });

  it('is not guessed when no number right of the price is their product', () => {
    expect(itemsOf([row(440, '*纸制品*复印纸', '40', '125.00', '4000.00')])).toEqual([]);
  });
});
