import Decimal from 'decimal.js';
import type { Line, TextLayout } from '../layout/text-layout';
import { wordsFor } from '../vocabulary';
import { formatDecimal } from './amount';

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = {
  thousand: 1e3,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  million: 1e6,
  crore: 1e7,
  crores: 1e7,
  billion: 1e9,
};

/** "Three Thousand One Hundred Fifteen" is 3115; null when a word is no number word. */
export function parseNumberWords(text: string): number | null {
  const words = text
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((word) => word && word !== 'and');
  if (words.length === 0) return null;
  let total = 0;
  let group = 0;
  for (const word of words) {
    if (word in UNITS) group += UNITS[word] as number;
    else if (word === 'hundred') group = (group || 1) * 100;
    else if (word in SCALES) {
      total += (group || 1) * (SCALES[word] as number);
      group = 0;
    } else return null;
  }
  return total + group;
}

const LEAD = wordsFor('amountInWords');
// "Rupees Three Thousand One Hundred Fifteen Only", "INR Two Lakh ... and Eighty paise Only".
const IN_WORDS = new RegExp(
  `(?<![a-z])(?:${LEAD.source})\\s+([a-z][a-z\\s-]*?)(?:\\s+and\\s+([a-z][a-z\\s-]*?)\\s+(?:paise|cents?|pence))?\\s+only\\b`,
  'iu',
);
// "Tax Amount (in words)": the tax spelled out, not the total.
const TAX_WORDS = /\b(?:tax|gst|vat)\b/i;

/** The amount to pay spelled out in words (Indian and English invoices print it), if any. */
export function amountInWords(layout: TextLayout): { value: string; line: Line } | null {
  for (const line of layout.lines) {
    const match = IN_WORDS.exec(line.text);
    if (!match || TAX_WORDS.test(line.text.slice(0, match.index))) continue;
    const whole = parseNumberWords(match[1] as string);
    const cents = match[2] ? parseNumberWords(match[2]) : 0;
    if (whole === null || cents === null || cents >= 100) continue;
    return {
      value: formatDecimal(new Decimal(whole).plus(new Decimal(cents).dividedBy(100))),
      line,
    };
  }
  return null;
}
