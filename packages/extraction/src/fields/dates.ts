import * as chrono from 'chrono-node';
import { VOCABULARIES } from '../vocabulary';
import type { Language } from './language';

export type FoundDate = { iso: string; index: number; raw: string };

const ISO = /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g;
const MONTH_ABBREVIATIONS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];
// 1-Mar-24, 01-MAR-2024: a short English month between day and year (billing systems print it).
const DAY_MONTH_YEAR = /\b(\d{1,2})[-. ]([A-Za-z]{3})[a-z]*\.?[-. ](\d{4}|\d{2})\b/g;
// 30.07.2025, 07/30/2025, "21- 02- 2025" (some systems print a space after the separator).
const NUMERIC = /\b(\d{1,2})\s?([./-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})\b/g;
// 2025年12月31日 (Japanese, Chinese): year, month, day in that order.
const CJK = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/g;
// Ngày 15 tháng 03 năm 2024 (Vietnamese), often with English in brackets: "Ngày (Date) 15
// tháng (month) 03 năm (year) 2024".
const GLOSS = '(?:\\([^)]{0,12}\\)\\s*)?';
const VIETNAMESE = new RegExp(
  `(?:ngày\\s*${GLOSS})?(\\d{1,2})\\s*tháng\\s*${GLOSS}(\\d{1,2})\\s*năm\\s*${GLOSS}(\\d{4})`,
  'giu',
);

const STRICT_PARSERS: Partial<Record<Language, chrono.Chrono>> = {
  en: chrono.en.strict,
  de: chrono.de.strict,
  fr: chrono.fr.strict,
  nl: chrono.nl.strict,
  es: chrono.es.strict,
  it: chrono.it.strict,
  pt: chrono.pt.strict,
  sv: chrono.sv.strict,
};

// Month names chrono does not read, every language's (`src/vocabulary/`): a name to its month.
const MONTH_OF = new Map(
  VOCABULARIES.flatMap(({ months = [] }) =>
    months.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
  ),
);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// "5 września 2025", "30. července 2025", "4 Ocak 2024", "30 พฤศจิกายน 2565".
const DAY_NAMED_MONTH_YEAR = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,2})\\.?\\s*(${[...MONTH_OF.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})\\s*,?\\s*(\\d{4})(?!\\d)`,
  'giu',
);

// "2024. március 15." (Hungarian): year, month name, day.
const YEAR_NAMED_MONTH_DAY = new RegExp(
  `(?<![\\p{L}\\d])(\\d{4})\\.?\\s*(${[...MONTH_OF.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})\\s*(\\d{1,2})\\.?(?!\\d)`,
  'giu',
);

function isoDate(printedYear: number, month: number, day: number): string | null {
  // Thai dates count years in the Buddhist era (2565 = 2022).
  const year = printedYear > 2400 && printedYear < 2700 ? printedYear - 543 : printedYear;
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1990 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null; // 31 February
  return date.toISOString().slice(0, 10);
}

function fullYear(text: string, language: Language): number {
  const value = Number(text);
  // A two-digit Thai year is in the Buddhist era too ("30/11/65" is 2565, that is 2022).
  if (text.length === 2) return language === 'th' && value >= 40 ? 2500 + value : 2000 + value;
  return value;
}

/**
 * Decides day-first (31/01/2024) or month-first (01/31/2024) from the document itself: a part
 * above 12 settles it; otherwise the language and currency do (US English is month-first).
 */
export function decideDayFirst(text: string, language: Language, currency: string | null): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const match of text.matchAll(NUMERIC)) {
    const first = Number(match[1]);
    const second = Number(match[3]);
    if (match[2] === '.') dayFirst += 1;
    if (first > 12 && second <= 12) dayFirst += 3;
    if (second > 12 && first <= 12) monthFirst += 3;
  }
  if (dayFirst !== monthFirst) return dayFirst > monthFirst;
  if (language !== 'en') return true;
  return !(currency === null || currency === 'USD');
}

/** Every date printed in a text (numeric, ISO and with month names), left to right. */
export function findDates(text: string, language: Language, dayFirst: boolean): FoundDate[] {
  const found: FoundDate[] = [];
  const taken: [number, number][] = [];
  const add = (iso: string | null, index: number, raw: string) => {
    if (!iso || taken.some(([start, end]) => index < end && index + raw.length > start)) return;
    taken.push([index, index + raw.length]);
    found.push({ iso, index, raw });
  };
  for (const match of text.matchAll(ISO)) {
    add(isoDate(Number(match[1]), Number(match[2]), Number(match[3])), match.index ?? 0, match[0]);
  }
  for (const match of text.matchAll(NUMERIC)) {
    const first = Number(match[1]);
    const second = Number(match[3]);
    const year = fullYear(match[4] as string, language);
    const [day, month] = dayFirst ? [first, second] : [second, first];
    add(isoDate(year, month, day), match.index ?? 0, match[0]);
  }
  for (const match of text.matchAll(CJK)) {
    add(isoDate(Number(match[1]), Number(match[2]), Number(match[3])), match.index ?? 0, match[0]);
  }
  for (const match of text.matchAll(VIETNAMESE)) {
    add(isoDate(Number(match[3]), Number(match[2]), Number(match[1])), match.index ?? 0, match[0]);
  }
  for (const match of text.matchAll(YEAR_NAMED_MONTH_DAY)) {
    const month = MONTH_OF.get((match[2] as string).toLowerCase()) ?? 0;
    add(isoDate(Number(match[1]), month, Number(match[3])), match.index ?? 0, match[0]);
  }
  for (const match of text.matchAll(DAY_NAMED_MONTH_YEAR)) {
    const month = MONTH_OF.get((match[2] as string).toLowerCase()) ?? 0;
    add(isoDate(Number(match[3]), month, Number(match[1])), match.index ?? 0, match[0]);
  }
  for (const match of text.matchAll(DAY_MONTH_YEAR)) {
    const month = MONTH_ABBREVIATIONS.indexOf((match[2] as string).toLowerCase()) + 1;
    if (month > 0)
      add(
        isoDate(fullYear(match[3] as string, language), month, Number(match[1])),
        match.index ?? 0,
        match[0],
      );
  }
  // Words are read by chrono in the document's language and English; other scripts need none.
  if (!/[a-z]{3}/i.test(text)) return found.sort((a, b) => a.index - b.index);
  const own = STRICT_PARSERS[language];
  const parsers = own && language !== 'en' ? [own, chrono.en.strict] : [chrono.en.strict];
  for (const parser of parsers) {
    for (const result of parser.parse(text, new Date(Date.UTC(2024, 0, 1)))) {
      const { year, month, day } = {
        year: result.start.get('year'),
        month: result.start.get('month'),
        day: result.start.get('day'),
      };
      if (
        !result.start.isCertain('year') ||
        !result.start.isCertain('month') ||
        !result.start.isCertain('day')
      )
        continue;
      if (!/[a-zA-ZÀ-ÿ]/.test(result.text)) continue; // numeric forms are read above, by the document's order
      add(isoDate(year ?? 0, month ?? 0, day ?? 0), result.index, result.text);
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
