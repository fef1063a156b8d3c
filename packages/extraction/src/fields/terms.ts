import type { FieldContext } from './context';
import { readLabelled } from './read-labelled';
import { type Found, sourceOf } from './source';

/** Phrases that say how many days after the invoice date payment is due. */
const TERM_PHRASES: { pattern: RegExp; days: (match: RegExpExecArray) => number }[] = [
  {
    pattern: /\b(?:\d{1,2}\s*\/\s*\d{1,2},?\s*)?net ?(\d{1,3})(?![\d.,]?\d)/i,
    days: (m) => Number(m[1]),
  },
  {
    pattern:
      /\b(?:due|payable)\s*(?:up)?on\s*receipt\b|\bsofort\s*(?:zahlbar|f[äa]llig)\b|(?<!\p{L})[àa]\s*r[ée]ception(?!\p{L})|\bbij\s*ontvangst\b|\bal\s*contado\b/iu,
    days: () => 0,
  },
  { pattern: /\bwithin\s*(\d{1,3})\s*days\b/i, days: (m) => Number(m[1]) },
  {
    pattern: /\b(\d{1,3})\s*days?\s*(?:net|from\s*(?:the\s*)?invoice\s*date|after\s*invoice)\b/i,
    days: (m) => Number(m[1]),
  },
  {
    // "innert" in Switzerland, "binnen" in Austria.
    pattern:
      /\b(?:innerhalb|innert|binnen)\s*(?:von\s*)?(\d{1,3})\s*tagen\b|\b(\d{1,3})\s*tage\s*netto\b/i,
    days: (m) => Number(m[1] ?? m[2]),
  },
  { pattern: /\b(\d{1,3})\s*jours(?:\s*net)?\b/i, days: (m) => Number(m[1]) },
  {
    pattern: /\bbinnen\s*(\d{1,3})\s*dagen\b|\b(\d{1,3})\s*dagen\b/i,
    days: (m) => Number(m[1] ?? m[2]),
  },
  { pattern: /\b(\d{1,3})\s*d[íi]as\b/i, days: (m) => Number(m[1]) },
  { pattern: /\b(\d{1,3})\s*giorni\b/i, days: (m) => Number(m[1]) },
];

export type Terms = { text: Found<string>; days: number | null };

// Under a terms label a bare "30 days" / "30 Tage" / "30 jours" is the number of days.
const BARE_DAYS = {
  pattern: /^\s*(\d{1,3})\s*(?:days?|tage|jours|dagen|d[íi]as|giorni)\s*$/i,
  days: (m: RegExpExecArray) => Number(m[1]),
};

export function termDays(text: string, labelled = false): number | null {
  for (const { pattern, days } of labelled ? [...TERM_PHRASES, BARE_DAYS] : TERM_PHRASES) {
    const match = pattern.exec(text);
    if (match) {
      const value = days(match);
      if (Number.isFinite(value) && value <= 180) return value;
    }
  }
  return null;
}

export function readTerms(context: FieldContext): Terms | null {
  const labelled = readLabelled(context, 'terms', (text) => {
    const value = text.trim().replace(/\s+/g, ' ');
    return /\p{L}|\d/u.test(value) && value.length <= 80 && !/^(?:and|&)\s*conditions/i.test(value)
      ? { value, text: value }
      : null;
  });
  if (labelled) return { text: labelled, days: termDays(labelled.value, true) };
  // Unlabelled: "Net 30", "Payable within 14 days" anywhere in the document.
  for (const line of context.layout.lines) {
    for (const { pattern } of TERM_PHRASES) {
      const match = pattern.exec(line.text);
      if (!match) continue;
      const value = match[0].trim();
      return {
        text: { value, confidence: 0.7, source: sourceOf(line, value) },
        days: termDays(value),
      };
    }
  }
  return null;
}
