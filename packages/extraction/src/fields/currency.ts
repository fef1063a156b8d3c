import type { Line } from '../layout/text-layout';
import type { FieldContext } from './context';
import { COUNTRY_CURRENCY, type CountryGuess, guessCountry } from './country';
import { type Found, sourceOf } from './source';

/** The currency read, and how: printed as a code, a symbol placed by the country, or a guess. */
export type CurrencyFound = Found<string> & {
  how: 'code' | 'symbol' | 'country';
  why: string;
  /** Not printed as such: a "$" or "¥" placed by the country, or no mark at all. */
  guessed: boolean;
};

const CODES = [
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'CNY',
  'RMB',
  'INR',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'TRY',
  'RUB',
  'UAH',
  'BRL',
  'ARS',
  'MXN',
  'CLP',
  'COP',
  'PEN',
  'UYU',
  'ZAR',
  'SGD',
  'HKD',
  'TWD',
  'KRW',
  'THB',
  'VND',
  'IDR',
  'MYR',
  'PHP',
  'AED',
  'SAR',
  'ILS',
];
const CODE = new RegExp(`(?<![A-Za-z])(${CODES.join('|')})(?![A-Za-z])`, 'g');
// A code right before or after a number ("12,85 EUR", "USD 19.99") is surely the currency.
const NEAR_AMOUNT = /^\s?\d|\d\s?$/;

type Mark = {
  pattern: RegExp;
  currency: string | ((country: string | null, weakCountry: string | null) => string | null);
};

// Symbols and local abbreviations; "$", "¥" and "kr" need the country to say which currency.
const MARKS: Mark[] = [
  { pattern: /€/, currency: 'EUR' },
  { pattern: /£/, currency: 'GBP' },
  { pattern: /₹|(?<![A-Za-z])Rs\.?\s?\d/, currency: 'INR' },
  { pattern: /R\$/, currency: 'BRL' },
  { pattern: /US\$/, currency: 'USD' },
  { pattern: /(?:CA\$|C\$)/, currency: 'CAD' },
  { pattern: /(?:AU\$|A\$)/, currency: 'AUD' },
  { pattern: /NZ\$/, currency: 'NZD' },
  { pattern: /HK\$/, currency: 'HKD' },
  { pattern: /S\$/, currency: 'SGD' },
  { pattern: /MX\$/, currency: 'MXN' },
  { pattern: /₺|\d\s?TL(?![A-Za-z])/, currency: 'TRY' },
  { pattern: /Kč/, currency: 'CZK' },
  { pattern: /zł/, currency: 'PLN' },
  { pattern: /\d\s?Ft(?![A-Za-z])/, currency: 'HUF' },
  { pattern: /\d\s?lei(?![A-Za-z])/i, currency: 'RON' },
  { pattern: /₽|(?<!\p{L})руб(?:\.|л(?:ей|я|ь))?(?!\p{L})/u, currency: 'RUB' },
  { pattern: /₴|(?<!\p{L})грн\.?(?!\p{L})/u, currency: 'UAH' },
  { pattern: /₩/, currency: 'KRW' },
  { pattern: /₫/, currency: 'VND' },
  { pattern: /(?<![A-Za-z])Rp\.?\s?\d/, currency: 'IDR' },
  { pattern: /฿|บาท/, currency: 'THB' },
  { pattern: /円/, currency: 'JPY' },
  { pattern: /人民币|元(?!\p{L})/u, currency: 'CNY' },
  { pattern: /(?<![A-Za-z])(?:Fr\.|SFr\.?)\s?\d/, currency: 'CHF' },
  {
    pattern: /(?<![A-Za-z])kr\.?(?![A-Za-z])/i,
    currency: (country) => (country === 'SE' ? 'SEK' : country === 'DK' ? 'DKK' : 'NOK'),
  },
  {
    // "¥" is the yen or the yuan; on a scan it is as often a misread "₹" or "*": the country
    // decides, and on a page in neither Japanese nor Chinese even a country on weak evidence.
    pattern: /[¥￥]/,
    currency: (country, weakCountry) => {
      if (country === 'CN') return 'CNY';
      if (country && country !== 'JP') return COUNTRY_CURRENCY[country] ?? 'JPY';
      if (!country && weakCountry && weakCountry !== 'JP' && weakCountry !== 'CN')
        return COUNTRY_CURRENCY[weakCountry] ?? 'JPY';
      return 'JPY';
    },
  },
  {
    pattern: /\$/,
    currency: (country) => {
      const local = country ? COUNTRY_CURRENCY[country] : undefined;
      return local && DOLLAR_CURRENCIES.has(local) ? local : 'USD';
    },
  },
];
// Currencies printed with a bare "$".
const DOLLAR_CURRENCIES = new Set([
  'USD',
  'CAD',
  'AUD',
  'NZD',
  'MXN',
  'ARS',
  'CLP',
  'COP',
  'SGD',
  'HKD',
  'UYU',
]);

type Tally = {
  score: number;
  line: Line;
  text: string;
  how: 'code' | 'symbol';
  ambiguous: boolean;
};

export function marksIn(
  text: string,
  country: string | null,
  weakCountry: string | null = null,
): { currency: string; text: string; how: 'code' | 'symbol'; ambiguous: boolean; near: boolean }[] {
  const found: {
    currency: string;
    text: string;
    how: 'code' | 'symbol';
    ambiguous: boolean;
    near: boolean;
  }[] = [];
  for (const match of text.matchAll(CODE)) {
    const at = match.index ?? 0;
    const near =
      NEAR_AMOUNT.test(text.slice(Math.max(0, at - 2), at)) ||
      NEAR_AMOUNT.test(text.slice(at + 3, at + 5));
    found.push({
      currency: match[1] === 'RMB' ? 'CNY' : (match[1] as string),
      text: match[1] as string,
      how: 'code',
      ambiguous: false,
      near,
    });
  }
  for (const mark of MARKS) {
    const match = mark.pattern.exec(text);
    if (!match) continue;
    const currency =
      typeof mark.currency === 'string' ? mark.currency : mark.currency(country, weakCountry);
    const at = match.index ?? 0;
    const end = at + match[0].length;
    if (currency)
      found.push({
        currency,
        text: match[0].replace(/[\d\s]/g, ''),
        how: 'symbol',
        ambiguous: typeof mark.currency !== 'string',
        // Beside an amount ("£12.50", "12,50 €", "€ 12") or in a column header's brackets ("(€)").
        near:
          /\d/.test(match[0]) ||
          NEAR_AMOUNT.test(text.slice(Math.max(0, at - 2), at)) ||
          NEAR_AMOUNT.test(text.slice(end, end + 2)) ||
          (text[at - 1] === '(' && text[end] === ')'),
      });
    if (/\$/.test(match[0])) break; // "US$" is not also a bare "$"
  }
  return found;
}

/**
 * The invoice's currency from evidence: the code or symbol printed with the total, else the one
 * printed most with amounts; a "$", "¥" or "kr" is placed by the issuer's country (a "$" in
 * Canada is CAD); with nothing printed, the country's currency as a guess, marked by a lower
 * confidence and a reason a reviewer can read.
 */
export function readCurrency(
  context: FieldContext,
  options: { totalLine?: Line | undefined; customerText?: string } = {},
): CurrencyFound | null {
  const guess: CountryGuess | null = guessCountry(
    context.layout.text,
    context.language,
    options.customerText,
  );
  const country = guess && guess.score >= 1.5 ? guess.country : null;
  // A country on less evidence places only a sign no Japanese or Chinese page would misread.
  const weakCountry = guess && !['ja', 'zh'].includes(context.language) ? guess.country : null;
  const placed = (how: string) =>
    guess ? `${how} (${guess.country}: ${guess.reasons.join(', ')})` : how;
  if (options.totalLine) {
    const mark = pickMark(marksIn(options.totalLine.text, country, weakCountry));
    if (mark) {
      const confidence =
        mark.how === 'code' ? 0.96 : mark.ambiguous ? (country ? 0.85 : 0.65) : 0.92;
      return {
        value: mark.currency,
        confidence,
        source: sourceOf(options.totalLine, mark.text),
        how: mark.how,
        why: mark.ambiguous
          ? placed(`"${mark.text}" printed with the total`)
          : `printed with the total`,
        guessed: mark.ambiguous,
      };
    }
  }
  const tally = new Map<string, Tally>();
  // OCR makes a stray sign of a letter or a speck ("£ AIN KM 5" for an address): on a page it
  // read, a sign counts only beside an amount.
  const readByOcr = context.certaintyOf !== undefined;
  for (const line of context.layout.lines) {
    for (const mark of marksIn(line.text, country, weakCountry)) {
      if (readByOcr && mark.how === 'symbol' && !mark.near) continue;
      const weight = mark.how === 'code' ? (mark.near ? 3 : 1) : 1;
      const entry = tally.get(mark.currency) ?? {
        score: 0,
        line,
        text: mark.text,
        how: mark.how,
        ambiguous: mark.ambiguous,
      };
      entry.score += weight;
      if (mark.how === 'code' && entry.how === 'symbol')
        Object.assign(entry, { line, text: mark.text, how: 'code', ambiguous: false });
      tally.set(mark.currency, entry);
    }
  }
  const ranked = [...tally.entries()].sort((a, b) => b[1].score - a[1].score);
  const [best, second] = ranked;
  if (best) {
    const [code, entry] = best;
    let confidence = entry.how === 'code' ? 0.95 : entry.ambiguous ? (country ? 0.82 : 0.65) : 0.9;
    if (second && second[1].score >= entry.score / 2) confidence -= 0.2;
    return {
      value: code,
      confidence,
      source: sourceOf(entry.line, entry.text),
      how: entry.how,
      why: entry.ambiguous ? placed(`"${entry.text}" printed`) : 'printed',
      guessed: entry.ambiguous,
    };
  }
  const local = guess ? COUNTRY_CURRENCY[guess.country] : undefined;
  if (local && guess && guess.score >= 1.5)
    return {
      value: local,
      confidence: guess.score >= 4 ? 0.6 : 0.45,
      source: { text: '' },
      how: 'country',
      why: placed('not printed; the country'),
      guessed: true,
    };
  if (['de', 'fr', 'nl', 'it'].includes(context.language))
    return {
      value: 'EUR',
      confidence: 0.4,
      source: { text: '' },
      how: 'country',
      why: 'not printed; the language',
      guessed: true,
    };
  return null;
}

function pickMark<T extends { how: 'code' | 'symbol'; near: boolean }>(marks: T[]): T | undefined {
  return (
    marks.find((mark) => mark.how === 'code' && mark.near) ??
    marks.find((mark) => mark.how === 'symbol') ??
    marks[0]
  );
}
