import { CONFIDENCE } from './confidence-policy';
import type { FieldContext } from './context';
import { findDates } from './dates';
import { dateBesideNumber, parseDate } from './identifiers';
import { labelledValues } from './read-labelled';
import { choose, type Sign } from './signs';
import { clamp, type Found, sourceOf } from './source';

type IssueCandidate = Found<string> & {
  how: 'label' | 'bare label' | 'beside the number' | 'first date';
  where?: 'same' | 'right' | 'below';
};

// "Date", "Datum", "Fecha", "Data" alone may head any date: weaker than "Invoice date".
const BARE_LABEL = /^(?:date|datum|fecha|data)$/i;

const ISSUE_SIGNS: Sign<IssueCandidate>[] = [
  { what: 'issue-date label', weight: 3, test: (found) => found.how === 'label' },
  {
    what: 'printed with the invoice number',
    weight: 2.5,
    test: (found) => found.how === 'beside the number',
  },
  { what: 'bare date label', weight: 1.5, test: (found) => found.how === 'bare label' },
  { what: 'first date on the page', weight: 0.5, test: (found) => found.how === 'first date' },
  { what: "in the label's cell", weight: 0.2, test: (found) => found.where === 'same' },
  { what: 'right of the label', weight: 0.1, test: (found) => found.where === 'right' },
];

/** "3-1-67/4/C" (an Indian house number) holds "3-1-67" but is no date: digits or a slash go on. */
function partOfLongerCode(text: string, index: number, length: number): boolean {
  return (
    /[\p{L}\d/-]$/u.test(text.slice(0, index)) ||
    /^[/-]?[\p{L}\d]|^\//u.test(text.slice(index + length))
  );
}

/**
 * The issue date among the dates under its labels, the date printed with the invoice number
 * and (failing all) the first date on the page, by signs.
 */
export function readIssueDate(context: FieldContext): Found<string> | null {
  const labelled: IssueCandidate[] = labelledValues(context, 'issueDate', parseDate(context), {
    weakLabel: BARE_LABEL,
  }).map(({ label, lineIndex: _line, ...found }) => ({
    ...found,
    how: BARE_LABEL.test(label.trim()) ? 'bare label' : 'label',
  }));
  const beside = dateBesideNumber(context);
  const candidates: IssueCandidate[] = [
    ...(beside ? [{ ...beside, how: 'beside the number' as const }] : []),
    ...labelled.reverse(),
  ];
  if (candidates.length === 0) {
    // No label: the first date printed on the first page is nearly always the issue date.
    for (const line of context.layout.lines.slice(0, 30)) {
      const date = findDates(line.text, context.language, context.dayFirst).find(
        (found) => !partOfLongerCode(line.text, found.index, found.raw.length),
      );
      if (date) {
        candidates.push({
          value: date.iso,
          confidence: CONFIDENCE.firstDateGuess,
          source: sourceOf(line, date.raw),
          how: 'first date',
        });
        break;
      }
    }
  }
  const chosen = choose(candidates, ISSUE_SIGNS);
  if (!chosen) return null;
  const { how: _how, where: _where, ...found } = chosen.candidate;
  const agreeing = labelled.filter((other) => other.value === found.value).length;
  const surer =
    chosen.candidate.how !== 'beside the number' && agreeing > 1 ? CONFIDENCE.printedAgain : 0;
  return { ...found, confidence: clamp(found.confidence + surer), signs: chosen.signs };
}
