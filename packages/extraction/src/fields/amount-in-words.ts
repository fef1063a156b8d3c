import Decimal from 'decimal.js';
import type { Line, TextLayout } from '../layout/text-layout';
import { wordsFor } from '../vocabulary';
import { formatDecimal } from './amount';
import { parseNumberWords } from './number-words';

const LEAD = wordsFor('amountInWords');
// "Rupees Three Thousand One Hundred Fifteen Only", "INR Two Lakh ... and Eighty paise Only".
const IN_WORDS = new RegExp(
  `(?<![a-z])(?:${LEAD.source})\\s+([a-z][a-z\\s-]*?)(?:\\s+and\\s+([a-z][a-z\\s-]*?)\\s+(?:paise|cents?|pence))?\\s+only\\b`,
  'iu',
);
// "Tax Amount (in words)": the tax spelled out, not the total.
const TAX_WORDS = /\b(?:tax|gst|vat)\b/i;

// "Neuf Cent Vingt Sept Dinars Zéro Millime", "One Thousand Dollars and Fifty Cents": the
// number words, then the currency's name, then perhaps its minor unit (a thousandth or a
// hundredth of it).
const MINOR_UNITS: Record<string, number> = {
  millime: 1000,
  millimes: 1000,
  fils: 1000,
  centime: 100,
  centimes: 100,
  cent: 100,
  cents: 100,
  paise: 100,
  pence: 100,
};
const WORD = "[\\p{L}][\\p{L}'’-]*";
const NAMED_AFTER = new RegExp(
  `((?:${WORD}\\s+)+?)(?:${LEAD.source})(?:\\s+(?:and|et)?\\s*((?:${WORD}\\s+)+)(${Object.keys(MINOR_UNITS).join('|')}))?(?!\\p{L})`,
  'giu',
);

const inWords = (whole: number, minor: number, per: number) =>
  formatDecimal(new Decimal(whole).plus(new Decimal(minor).dividedBy(per)));

/** The amount to pay spelled out in words (Indian, English and French invoices print it), if any. */
export function amountInWords(layout: TextLayout): { value: string; line: Line } | null {
  for (const line of layout.lines) {
    const match = IN_WORDS.exec(line.text);
    if (!match || TAX_WORDS.test(line.text.slice(0, match.index))) continue;
    const whole = parseNumberWords(match[1] as string);
    const cents = match[2] ? parseNumberWords(match[2]) : 0;
    if (whole === null || cents === null || cents >= 100) continue;
    return { value: inWords(whole, cents, 100), line };
  }
  for (const line of layout.lines) {
    for (const match of line.text.matchAll(NAMED_AFTER)) {
      if (TAX_WORDS.test(line.text.slice(0, match.index))) continue;
      // The longest tail of the words before the currency's name that reads as a number.
      const words = (match[1] as string).trim().split(/\s+/);
      const start = words.findIndex(
        (_, from) => parseNumberWords(words.slice(from).join(' ')) !== null,
      );
      if (start < 0) continue;
      const whole = parseNumberWords(words.slice(start).join(' ')) as number;
      const per = match[3] ? (MINOR_UNITS[match[3].toLowerCase()] as number) : 1;
      const minor = match[2] ? parseNumberWords(match[2]) : 0;
      if (minor === null || minor >= per) continue;
      if (whole === 0 && minor === 0) continue;
      return { value: inWords(whole, minor, per), line };
    }
  }
  return null;
}
