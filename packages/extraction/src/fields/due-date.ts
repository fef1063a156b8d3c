import { wordsFor } from '../vocabulary';
import { CONFIDENCE } from './confidence-policy';
import type { FieldContext } from './context';
import { findDates } from './dates';
import { parseDate } from './identifiers';
import { labelledValues } from './read-labelled';
import { choose, type Sign } from './signs';
import { clamp, type Found, sourceOf } from './source';

/** A date the invoice may be due on, and how it was found. */
type DueCandidate = Found<string> & {
  how: 'label' | 'pay by' | 'net by';
  lineIndex: number;
};

// "Bis zum 29.09.2018 ohne Abzug", "net by 30/09/2024": the date the full amount is due by,
// as payment terms print it when a discount date comes first.
const NET_BY =
  /(?:bis\s*(?:zum\s*)?|until\s*|by\s*)(\S+(?:\s\S+){0,2}?)\s*(?:ohne\s*(?:jeden\s*)?abzug|rein\s*netto|netto|net)(?!\p{L})/iu;
// "Please pay £92.62 – to reach us by 18 Mar 2010": a bill's due date inside its sentence.
const PAY_BY = new RegExp(`${wordsFor('payBy').source}\\s*:?\\s*`, 'giu');

/** Dates printed after words of paying by ("to reach us by", "zahlbar bis") anywhere in a line. */
function payByDates(context: FieldContext): DueCandidate[] {
  const found: DueCandidate[] = [];
  for (const line of context.layout.lines) {
    for (const match of line.text.matchAll(PAY_BY)) {
      const after = line.text.slice((match.index ?? 0) + match[0].length);
      const date = findDates(after, context.language, context.dayFirst)[0];
      if (!date || date.index > 2) continue;
      found.push({
        value: date.iso,
        confidence: CONFIDENCE.payBy,
        source: sourceOf(line, date.raw),
        how: 'pay by',
        lineIndex: line.index,
      });
    }
    const net = NET_BY.exec(line.text);
    const date = net && findDates(net[1] as string, context.language, context.dayFirst)[0];
    if (date)
      found.push({
        value: date.iso,
        confidence: CONFIDENCE.netBy,
        source: sourceOf(line, date.raw),
        how: 'net by',
        lineIndex: line.index,
      });
  }
  return found;
}

/**
 * The signs a due date is chosen by: a due-date label, words of paying by before it, the same
 * date printed again; never before the invoice was issued.
 */
function dueSigns(issueDate: string | null): Sign<DueCandidate>[] {
  return [
    { what: 'due-date label', weight: 3, test: (due) => due.how === 'label' },
    {
      what: 'value beside its label',
      weight: 0.5,
      test: (due) => due.how === 'label' && due.confidence >= 0.85,
    },
    { what: 'pay-by words before it', weight: 2, test: (due) => due.how === 'pay by' },
    { what: 'net-by payment terms', weight: 1.5, test: (due) => due.how === 'net by' },
    {
      what: 'printed again',
      weight: 1,
      test: (due, all) => all.some((other) => other !== due && other.value === due.value),
    },
    {
      what: 'before the issue date',
      weight: -5,
      test: (due) => issueDate !== null && due.value < issueDate,
    },
  ];
}

/** The due date: every candidate (labelled, in a pay-by sentence, net-by terms) weighed by signs. */
export function readDueDate(
  context: FieldContext,
  issueDate: string | null = null,
): Found<string> | null {
  const labelled: DueCandidate[] = labelledValues(context, 'dueDate', parseDate(context)).map(
    ({ where: _where, ...found }) => ({ ...found, how: 'label' }),
  );
  // The first labelled date is the one printed in the header; a later one repeats it or is an
  // instalment's: keep the document's order so a tie goes to the first.
  const candidates = [...payByDates(context), ...labelled.reverse()];
  const chosen = choose(candidates, dueSigns(issueDate));
  if (!chosen || chosen.score <= 0) return null;
  const { value, confidence, source } = chosen.candidate;
  const agreeing = candidates.filter((other) => other.value === value).length;
  return {
    value,
    confidence: clamp(agreeing > 1 ? confidence + CONFIDENCE.printedAgain : confidence),
    source,
    signs: chosen.signs,
  };
}
