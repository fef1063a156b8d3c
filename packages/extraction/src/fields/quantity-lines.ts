import type { ExtractedLineItem } from '@ap/domain/contract';
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
