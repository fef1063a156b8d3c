import type { FieldContext } from './context';
import { type Found, sourceOf } from './source';

const CODES = /\b(USD|EUR|GBP|CHF|CAD|AUD|NZD|JPY|INR|SEK|NOK|DKK|PLN|CZK|MXN|BRL|SGD|HKD|ZAR)\b/;
const SYMBOLS: [RegExp, string][] = [
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/₹/, 'INR'],
  [/¥/, 'JPY'],
  [/(?:CA\$|C\$)/, 'CAD'],
  [/(?:AU\$|A\$)/, 'AUD'],
  [/\bFr\.\s?\d/, 'CHF'],
  [/\$/, 'USD'],
];

/** The invoice's currency: an ISO code printed, else a symbol, else the language's country. */
export function readCurrency(context: FieldContext): Found<string> | null {
  const counts = new Map<
    string,
    { count: number; line: (typeof context.layout.lines)[number]; text: string }
  >();
  const count = (
    code: string,
    line: (typeof context.layout.lines)[number],
    text: string,
    weight: number,
  ) => {
    const entry = counts.get(code) ?? { count: 0, line, text };
    entry.count += weight;
    counts.set(code, entry);
  };
  for (const line of context.layout.lines) {
    const code = CODES.exec(line.text);
    if (code?.[1]) count(code[1], line, code[1], 2);
    for (const [symbol, currency] of SYMBOLS) {
      const match = symbol.exec(line.text);
      if (match) {
        count(currency, line, match[0], 1);
        break;
      }
    }
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1].count - a[1].count);
  const [best, second] = ranked;
  if (best) {
    const [code, { line, text }] = best;
    const printedCode = text === code;
    // A lone "$" is most often US dollars but not always (CAD, AUD, MXN print it too).
    let confidence = printedCode ? 0.95 : code === 'USD' ? 0.75 : 0.9;
    if (second && second[1].count >= best[1].count / 2) confidence -= 0.2;
    if (
      code === 'USD' &&
      !printedCode &&
      /\b(?:canada|ontario|québec|australia|mexico|GST\s*\/\s*HST)\b/i.test(context.layout.text)
    ) {
      confidence = 0.4;
    }
    return { value: code, confidence, source: sourceOf(line, text) };
  }
  if (context.language !== 'en') {
    // Nothing printed: the language's euro countries are the likeliest.
    return { value: 'EUR', confidence: 0.5, source: { text: '' } };
  }
  return null;
}
