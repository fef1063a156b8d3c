import Decimal from 'decimal.js';
import { findAmounts, formatDecimal } from './amount';
import type { FieldContext } from './context';
import { type Found, sourceOf } from './source';

// VAT and sales-tax rates a page prints ("23,00% VAT", "MwSt. 19%"), on a line naming a tax: a
// discount or a late fee of 10 % is none.
const RATE = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?%/g;
const TAX_WORD =
  /(?<!\p{L})(?:vat|tva|mwst|ust|iva|gst|hst|pst|tax|btw|moms|kdv|ptu|dph|áfa|mva|alv|igv|ppn|nds|ндс|dds|pvm|pdv|φπα)(?!\p{L})|税/iu;
const MAX_RATE = 30;

export type TaxFromNet = { tax: Found<string>; net: Found<string>; note: string };

/** How the note of a tax worked out begins (the arithmetic check does not count it as proof). */
export const TAX_WORKED_OUT = 'Tax worked out';

/**
 * The tax of an invoice that prints it only inside its gross total ("Kwota faktury 899,00 ... w
 * tym 23,00% VAT (kwota netto 730,89)"), or whose tax line the OCR garbled ("Mist. B 19% (Tax):
 * 3,29 ER"): the total less a net printed on the page, taken only when the three agree (the net
 * at one printed rate gives the total to the cent). Mixed rates agree with none: no tax is made.
 */
export function taxFromNet(context: FieldContext, total: Found<string>): TaxFromNet | null {
  const { layout, decimalMark } = context;
  const gross = new Decimal(total.value);
  if (gross.lte(0)) return null;
  for (const rate of printedRates(context, (line) => TAX_WORD.test(line))) {
    // The net a rate makes of the total, to the cent either way (rounding per line or per rate).
    const net = gross.div(rate.div(100).plus(1));
    for (const line of layout.lines)
      for (const cell of line.cells)
        for (const amount of findAmounts(cell.text, decimalMark)) {
          const printed = new Decimal(amount.value);
          if (printed.gte(gross) || printed.minus(net).abs().gt(0.01)) continue;
          const tax = formatDecimal(gross.minus(printed));
          const source = sourceOf(line, amount.raw, cell);
          return {
            tax: { value: tax, confidence: 0.6, source },
            net: { value: amount.value, confidence: 0.6, source },
            note: `${TAX_WORKED_OUT}: ${tax} is the total ${total.value} less the net ${amount.value} printed beside a ${rate} % rate; no tax amount was read.`,
          };
        }
  }
  return taxInSummaryRow(context, gross);
}

/** The rates a page prints as percentages (0-30 %), once each, on the lines `on` takes. */
function printedRates(
  context: FieldContext,
  on: (line: string) => boolean = () => true,
): Decimal[] {
  const rates = new Map<string, Decimal>();
  for (const line of context.layout.lines)
    for (const match of on(line.text) ? line.text.matchAll(RATE) : []) {
      const rate = new Decimal((match[1] as string).replace(',', '.'));
      if (rate.gt(0) && rate.lte(MAX_RATE)) rates.set(rate.toString(), rate);
    }
  return [...rates.values()];
}

/**
 * A footer row of net, rate, tax and total whose headers the OCR lost ("176.18 21,00 37.00
 * 213,18 EUROS"): on one line, a net and a tax that add up to the total, and a rate that makes
 * the one of the other to the cent: the row's own, else a percentage printed elsewhere on the
 * page (a Chinese VAT invoice prints its 13 % on the item rows, the net and tax on the 合计 row
 * under them, and the tax column's header may be lost).
 */
function taxInSummaryRow(context: FieldContext, gross: Decimal): TaxFromNet | null {
  const { layout, decimalMark } = context;
  const pageRates = printedRates(context);
  for (const line of layout.lines) {
    const placed = line.cells.flatMap((cell) =>
      findAmounts(cell.text, decimalMark).map((amount) => ({
        ...amount,
        cell,
        number: new Decimal(amount.value),
      })),
    );
    const rates = placed.filter((each) => each.number.gt(0) && each.number.lte(MAX_RATE));
    for (const net of placed)
      for (const tax of placed) {
        if (!tax.number.gt(0) || !net.number.gt(tax.number)) continue;
        if (!net.number.plus(tax.number).equals(gross)) continue;
        const makes = (rate: Decimal) =>
          net.number.times(rate).div(100).minus(tax.number).abs().lte(0.01);
        const rate =
          rates.find((each) => each !== tax && each !== net && makes(each.number))?.number ??
          pageRates.find(makes);
        if (!rate) continue;
        const source = sourceOf(line, tax.raw, tax.cell);
        return {
          tax: { value: tax.value, confidence: 0.6, source },
          net: { value: net.value, confidence: 0.6, source: sourceOf(line, net.raw, net.cell) },
          note: `${TAX_WORKED_OUT}: ${tax.value} from a row of net ${net.value} at ${rate.toString()} % that adds up to the total; its label was not read.`,
        };
      }
  }
  return null;
}
