import type { ExtractedLineItem } from '@ap/domain/contract';
import Decimal from 'decimal.js';
import type { Line } from '../layout/text-layout';
import { findAmounts } from './amount';
import { sourceOf } from './source';

// "1x (9) Pho, Rindfl. 6,50 EUR", "2 × Espresso 5.80": a count, a times sign, what was bought.
const COUNT_TIMES = /^\s*(\d{1,3})\s*[x×]\s+(\S.*)$/iu;
// A line that is only a price ("5,00 EUR B": the amount and its currency or tax letter).
const PRICE_ONLY = /^[^\p{L}]*\d[^\p{L}]*(?:\s*\p{L}{1,3}\.?)*\s*$/u;

// What may follow a price: its currency and a tax letter ("6,50 EUR B").
const AFTER_PRICE = /^\s*(?:\p{L}{1,3}\.?\s*|\p{Sc}\s*)*$/u;

/** The price a line ends with: with cents, nothing but a currency or tax letter after it. */
function priceAtEnd(text: string, decimalMark?: ',' | '.') {
  const last = findAmounts(text, decimalMark).at(-1);
  if (!last || !/\d[.,]\d{2}(?!\d)/.test(last.raw)) return undefined;
  return AFTER_PRICE.test(text.slice(last.index + last.raw.length)) ? last : undefined;
}

/**
 * A list of charges printed without a table header, each line a count times an article (a
 * restaurant's bill, a short trade bill): every such line is a charge, its price the last
 * amount on it or, wrapped, on the line under it. Read only where no table was found, and only
 * when two or more lines so start and at least half of them carry a price (OCR loses some).
 */
export function countTimesItems(lines: Line[], decimalMark?: ',' | '.'): ExtractedLineItem[] {
  const items: ExtractedLineItem[] = [];
  let priced = 0;
  lines.forEach((line, at) => {
    const match = COUNT_TIMES.exec(line.text);
    if (!match) return;
    const [, count = '', rest = ''] = match;
    const next = lines[at + 1];
    const own = priceAtEnd(rest, decimalMark);
    const wrapped =
      !own && next && !COUNT_TIMES.test(next.text) && PRICE_ONLY.test(next.text)
        ? { found: priceAtEnd(next.text, decimalMark), line: next }
        : undefined;
    const amount = own ? { found: own, line } : wrapped;
    if (amount?.found) priced += 1;
    const description = (own ? rest.slice(0, own.index) : rest).replace(/\s+/g, ' ').trim();
    items.push({
      description: { value: description, confidence: 0.6, source: sourceOf(line, description) },
      quantity: { value: count, confidence: 0.6, source: sourceOf(line, count) },
      rate: null,
      amount: amount?.found
        ? {
            value: amount.found.value,
            confidence: 0.6,
            source: sourceOf(amount.line, amount.found.raw),
          }
        : null,
    });
  });
  return items.length >= 2 && priced * 2 >= items.length ? items : [];
}

/**
 * Charges written as sentences, a count at a price equal to the amount ("Senior Consultant,
 * 18.5 Std. à CHF 185.00 = CHF 3'422.50", "Travel, 2 x 64.00 = 128.00"): each line whose last
 * two numbers before its "=" multiply out to the one amount after it, to the cent. Read only
 * where neither a table nor count-times lines were found.
 */
export function countAtPriceItems(lines: Line[], decimalMark?: ',' | '.'): ExtractedLineItem[] {
  const items: ExtractedLineItem[] = [];
  for (const line of lines) {
    const equals = line.text.lastIndexOf('=');
    if (equals < 0) continue;
    const amounts = findAmounts(line.text, decimalMark);
    const after = amounts.filter((amount) => amount.index > equals);
    const [count, price] = amounts.filter((amount) => amount.index < equals).slice(-2);
    const [total] = after;
    if (after.length !== 1 || !count || !price || !total) continue;
    // "Etiqueta - 1 ud. x 850,00 €": the dash before the count separates, it is no minus.
    const quantity = new Decimal(count.value).abs();
    const product = quantity.times(price.value);
    if (product.lte(0) || product.minus(total.value).abs().gt(0.005)) continue;
    const description = line.text
      .slice(0, count.index)
      .replace(/[\s,:;–-]+$/u, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!/\p{L}{2}/u.test(description)) continue;
    const field = (value: string, raw: string) => ({
      value,
      confidence: 0.7,
      source: sourceOf(line, raw),
    });
    items.push({
      description: field(description, description),
      quantity: field(count.value.replace(/^-/, ''), count.raw.replace(/^[-–]\s*/u, '')),
      rate: field(price.value, price.raw),
      amount: field(total.value, total.raw),
    });
  }
  return items;
}
