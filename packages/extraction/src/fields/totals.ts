import { findAmounts } from './amount';
import type { FieldContext } from './context';
import { labelCandidates } from './context';
import type { Candidate } from './label-index';
import { PLACEMENT_CONFIDENCE } from './label-index';
import type { LabelName } from './labels';
import { clamp, type Found, sourceOf } from './source';

export type AmountFound = Found<string> & { label: string; lineIndex: number };

/** The amount a labelled candidate holds: the last one in it ("Tax 8% 12.00" is 12.00). */
// A date is not an amount: "1-Mar-24" or "03/01/2024" under a label is some other field.
const DATE_LIKE =
  /\b\d{1,2}[-./ ]\p{L}{3,9}\.?[-./ ]\d{2,4}\b|\b\d{1,4}[-./]\d{1,2}[-./]\d{1,4}\b/u;

function amountIn(candidate: Candidate): { value: string; raw: string } | null {
  if (DATE_LIKE.test(candidate.text)) return null;
  const amounts = findAmounts(candidate.text);
  return amounts[amounts.length - 1] ?? null;
}

/** Every amount printed under a label of one field, in document order. */
export function labelledAmounts(context: FieldContext, field: LabelName): AmountFound[] {
  const found: AmountFound[] = [];
  for (const { hit, candidates } of labelCandidates(context, field)) {
    for (const candidate of candidates) {
      const amount = amountIn(candidate);
      if (!amount) continue;
      found.push({
        value: amount.value,
        confidence: PLACEMENT_CONFIDENCE[candidate.where],
        source: sourceOf(candidate.line, amount.raw, candidate.cell),
        label: hit.label.toLowerCase().replace(/\s+/g, ' '),
        lineIndex: candidate.line.index,
      });
      break;
    }
  }
  return found;
}

// "Amount due" and "Balance due" name what is to pay; a plain "Total" may sit in a table header.
const TOTAL_PRIORITY = /due|payable|grand|pay|zahlen|payer|betalen|pagar|brutto|ttc|incl/i;

/** Picks the total: the most specific label, then the one printed last (totals end the page). */
export function pickTotal(totals: AmountFound[]): AmountFound | null {
  if (totals.length === 0) return null;
  const nonZero = totals.filter((total) => Number(total.value) !== 0);
  const pool = nonZero.length ? nonZero : totals;
  const specific = pool.filter((total) => TOTAL_PRIORITY.test(total.label));
  const ranked = specific.length ? specific : pool;
  const chosen = ranked[ranked.length - 1] as AmountFound;
  const agreeing = pool.filter((total) => total.value === chosen.value).length;
  return { ...chosen, confidence: clamp(chosen.confidence * (agreeing > 1 ? 1.05 : 0.97)) };
}

export function pickLast(found: AmountFound[]): AmountFound | null {
  return found[found.length - 1] ?? null;
}
