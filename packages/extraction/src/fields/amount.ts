import Decimal from 'decimal.js';

const CURRENCY_MARKS =
  /(?:US\$|CA\$|C\$|A\$|AU\$|NZ\$|HK\$|S\$|R\$|[$€£¥₹]|\b[A-Z]{3}\b|CHF|Fr\.)/g;
const NUMBER_TOKEN =
  /[-−(]?\s?(?:[$€£¥₹]|[A-Z]{3})?\s?\d(?:(?:[\d.,'’]|[ \u00a0\u202f](?=\d{3}(?!\d)))*\d)?(?:\s?(?:[$€£]|[A-Z]{3}))?\)?/g;
const DATE_LIKE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;

/**
 * Reads a printed amount as an exact decimal string ("1234.50"), or null when the text is not
 * a well-formed number (a date, a phone number, digit groups that are not thousands).
 */
export function parseAmount(raw: string, decimalMark?: ',' | '.'): string | null {
  let text = raw.trim().replace(/[\u00a0\u202f’']/g, ' ');
  // "(45.00)" is a credit; the "6)" that closes "(col 5 + col 6)" is not.
  const negative = /^[-−]/.test(text) || /^\(.*\)$/.test(text) || /-$/.test(text);
  text = text
    .replace(CURRENCY_MARKS, '')
    .replace(/[()−-]/g, '')
    .trim();
  if (!/^\d[\d., ]*$/.test(text) || DATE_LIKE.test(text)) return null;
  text = text.replace(/ (?=\d{3}(?:\D|$))/g, ''); // spaces between thousands groups
  if (/\s/.test(text)) return null;
  const lastSeparator = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  let integerPart = text;
  let fraction = '';
  if (lastSeparator >= 0) {
    const tail = text.slice(lastSeparator + 1);
    // A last group of 1-2 digits is a fraction; of 3 digits, a thousands group (1.234 = 1234),
    // unless the document writes its decimals with that mark: a unit price "21,700" or a
    // quantity "1,0000" in a document of "651,00" amounts.
    const isFraction =
      tail.length <= 2 ||
      (decimalMark !== undefined && text[lastSeparator] === decimalMark && tail.length <= 4);
    if (isFraction) {
      integerPart = text.slice(0, lastSeparator);
      fraction = tail;
    }
  }
  if (integerPart.includes('.') && integerPart.includes(',')) return null;
  // Thousands in groups of three, or India's lakh and crore grouping ("2,20,377.00").
  if (
    /[.,]/.test(integerPart) &&
    !/^\d{1,3}([.,]\d{3})+$/.test(integerPart) &&
    !/^\d{1,2}(,\d{2})+,\d{3}$/.test(integerPart)
  )
    return null;
  const digits = integerPart.replace(/[.,]/g, '');
  if (digits === '' || digits.length > 13) return null;
  const value = new Decimal(`${digits}${fraction ? `.${fraction}` : ''}`);
  return formatDecimal(negative ? value.negated() : value);
}

/** Every well-formed number token in a text, left to right, with where it starts. */
/** The mark a document writes its decimals with, from its amounts ("651,00" or "651.00"). */
export function decideDecimalMark(text: string): ',' | '.' | undefined {
  // Two digits after the mark are cents; so are three after a lone 0 ("0,600" is never six
  // hundred: no thousands group starts with 0), as currencies of three decimals print them.
  const comma =
    (text.match(/\d,\d{2}(?![\d.,])/g)?.length ?? 0) +
    (text.match(/(?<![\d.,])0,\d{3}(?![\d.,])/g)?.length ?? 0);
  const point =
    (text.match(/\d\.\d{2}(?![\d.,])/g)?.length ?? 0) +
    (text.match(/(?<![\d.,])0\.\d{3}(?![\d.,])/g)?.length ?? 0);
  if (comma === point) return undefined;
  return comma > point ? ',' : '.';
}

export function findAmounts(
  text: string,
  decimalMark?: ',' | '.',
): { value: string; raw: string; index: number }[] {
  const found: { value: string; raw: string; index: number }[] = [];
  for (const match of text.matchAll(NUMBER_TOKEN)) {
    const raw = match[0].trim();
    // "A-57928" or "INV-100" is an identifier, not a negative amount.
    if (/^[-−]/.test(raw) && /[\p{L}\d]$/u.test(text.slice(0, match.index ?? 0))) continue;
    // "Total de plata (col 5 + col 6)": a column's number, as Romanian invoices print them.
    if (/\b(?:col(?:umn|oana)?)\.?\s*$/i.test(text.slice(0, match.index ?? 0))) continue;
    const after = text.slice((match.index ?? 0) + match[0].length);
    if (/^\s?%/.test(after)) continue; // a rate, not an amount
    // "dont TVA FIA [1] à 7.7 %": a footnote's mark, not an amount.
    if (/\[\s*$/.test(text.slice(0, match.index ?? 0)) && /^\s*\]/.test(after)) continue;
    const value = parseAmount(raw, decimalMark);
    // Where the number itself starts: the token may take the space before it.
    const index = (match.index ?? 0) + match[0].length - match[0].trimStart().length;
    if (value !== null) found.push({ value, raw, index });
  }
  return found;
}

/** Canonical text of a decimal: no exponent, at least two decimals for money. */
export function formatDecimal(value: Decimal, minDecimals = 2): string {
  const places = Math.max(minDecimals, value.decimalPlaces());
  return value.toFixed(places);
}
