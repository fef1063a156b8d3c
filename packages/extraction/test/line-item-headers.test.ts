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
