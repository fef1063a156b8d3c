import * as chrono from 'chrono-node';
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
const NUMERIC = /\b(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})\b/g;

const STRICT_PARSERS: Record<Language, chrono.Chrono> = {
  en: chrono.en.strict,
  de: chrono.de.strict,
  fr: chrono.fr.strict,
  nl: chrono.nl.strict,
  es: chrono.es.strict,
  it: chrono.it.strict,
};

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1990 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null; // 31 February
  return date.toISOString().slice(0, 10);
}

function fullYear(text: string): number {
  const value = Number(text);
  return text.length === 2 ? 2000 + value : value;
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
    const year = fullYear(match[4] as string);
    const [day, month] = dayFirst ? [first, second] : [second, first];
    add(isoDate(year, month, day), match.index ?? 0, match[0]);
  }
  for (const match of text.matchAll(DAY_MONTH_YEAR)) {
    const month = MONTH_ABBREVIATIONS.indexOf((match[2] as string).toLowerCase()) + 1;
    if (month > 0)
      add(
        isoDate(fullYear(match[3] as string), month, Number(match[1])),
        match.index ?? 0,
        match[0],
      );
  }
  const parsers =
    language === 'en' ? [STRICT_PARSERS.en] : [STRICT_PARSERS[language], STRICT_PARSERS.en];
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
