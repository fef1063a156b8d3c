import Decimal from 'decimal.js';
import type { TextLayout } from '../layout/text-layout';
import { wordsFor } from '../vocabulary';
import { findAmounts } from './amount';
import type { FieldContext } from './context';
import { labelCandidates } from './context';
import type { Candidate } from './label-index';
import { PLACEMENT_CONFIDENCE } from './label-index';
import type { LabelName } from './labels';
import { choose } from './signs';
import { clamp, sourceOf } from './source';
import { type AmountFound, type TotalEvidence, totalSigns } from './total-signs';

/** The amount a labelled candidate holds: the last one in it ("Tax 8% 12.00" is 12.00). */
// A date is not an amount: "1-Mar-24" or "03/01/2024" under a label is some other field.
const DATE_LIKE =
  /\b\d{1,2}[-./ ]\p{L}{3,9}\.?[-./ ]\d{2,4}\b|\b\d{1,4}[-./]\d{1,2}[-./]\d{1,4}\b/u;

function amountIn(
  candidate: Candidate,
  decimalMark?: ',' | '.',
  /** The label, when the amount is in its cell: its rate may be what a base word follows. */
  label = '',
): { value: string; raw: string; base: boolean } | null {
  // A date beside the amount ("Please pay £92.62 – to reach us by 18 Mar 2010") is left out.
  const text = candidate.text.replace(new RegExp(DATE_LIKE.source, 'gu'), ' ');
  const amounts = findAmounts(text, decimalMark);
  const last = amounts[amounts.length - 1];
  const before = `${label} ${text.slice(0, last?.index ?? 0)}`;
  return last ? { ...last, base: AFTER_RATE.test(before) } : null;
}

// Before an amount that is what a rate applies to, not the tax: a base word after the rate, the
// tax's name between them or not ("VAT 21% on 1,946.75", "TVA 20 % sur 500,00", "7 % USt auf
// 349,83"), or an open bracket ("GST 5% (784512963 RT0001)": a registration number).
const AFTER_RATE = new RegExp(
  `%\\s*(?:\\p{L}[\\p{L}.-]*\\s+){0,2}(?:${wordsFor('rateBase').source})\\s*\\S*$|\\([^)]*$`,
  'iu',
);

/**
 * The candidates in the order to try: the label's own cell, then the cells to its right from
 * the last (a row "Sum | 35 311,41 | 8 827,85 | 44 139,26" ends with the gross; "MwSt 19,00 | % |
 * 10,80 | 2,05" with the tax), skipping a rate, then the cell below.
 */
function pickOrder(candidates: Candidate[]): Candidate[] {
  const same = candidates.filter((candidate) => candidate.where === 'same');
  const right = candidates.filter((candidate, index) => {
    if (candidate.where !== 'right') return false;
    const next = candidates[index + 1];
    return !(next?.where === 'right' && /^%/.test(next.text.trim()));
  });
  const below = candidates.filter((candidate) => candidate.where === 'below');
  return [...same, ...right.reverse(), ...below];
}

/** The note of a tax its label says is part of the amounts before it ("incl. VAT"). */
export const TAX_INCLUDED = 'Tax included in the amounts';

/**
 * A tax row of a VAT breakdown, "BTW 9% | 533,94 | 48,06 | 582,00": of the amounts right of its
 * label, the smaller of two that add up to a third (net + tax = gross), put first.
 */
function breakdownTaxFirst(ordered: Candidate[], decimalMark?: ',' | '.'): Candidate[] {
  const right = ordered.flatMap((candidate) => {
    const amount = candidate.where === 'right' ? amountIn(candidate, decimalMark) : null;
    return amount ? [{ candidate, value: new Decimal(amount.value) }] : [];
  });
  if (right.length < 3) return ordered;
  for (const gross of right)
    for (const net of right)
      for (const tax of right)
        if (
          net !== tax &&
          gross !== net &&
          gross !== tax &&
          tax.value.lessThan(net.value) &&
          net.value.plus(tax.value).equals(gross.value)
        )
          return [tax.candidate, ...ordered.filter((candidate) => candidate !== tax.candidate)];
  return ordered;
}

/** Every amount printed under a label of one field, in document order. */
export function labelledAmounts(context: FieldContext, field: LabelName): AmountFound[] {
  const found: AmountFound[] = [];
  for (const { hit, candidates } of labelCandidates(context, field)) {
    const inOrder = pickOrder(candidates);
    const ordered = field === 'tax' ? breakdownTaxFirst(inOrder, context.decimalMark) : inOrder;
    for (const [index, candidate] of ordered.entries()) {
      const label = candidate.where === 'same' ? hit.label : '';
      const amount = amountIn(candidate, context.decimalMark, label);
      if (!amount) continue;
      // What a rate applies to gives way to an amount further on ("VAT 21% on 1,946.75 | 408.82").
      const later = ordered.slice(index + 1);
      if (amount.base && later.some((next) => amountIn(next, context.decimalMark))) continue;
      found.push({
        value: amount.value,
        confidence: PLACEMENT_CONFIDENCE[candidate.where],
        source: sourceOf(candidate.line, amount.raw, candidate.cell),
        label: hit.label.toLowerCase().replace(/\s+/g, ' '),
        labelText: (hit.line.cells[hit.cellIndex]?.text ?? hit.label).toLowerCase(),
        lineIndex: candidate.line.index,
      });
      break;
    }
  }
  return found;
}

/**
 * Picks the total among every amount printed under a total label, by weighted signs
 * (`total-signs.ts`): the label's words, the amount's role in the arithmetic, a balance carried
 * from an earlier bill, the currency, repetition. The chosen amount keeps the signs it showed.
 */
export function pickTotal(totals: AmountFound[], evidence: TotalEvidence = {}): AmountFound | null {
  if (totals.length === 0) return null;
  const chosen = choose(totals, totalSigns(evidence));
  if (!chosen) return null;
  const { candidate, signs } = chosen;
  const agreeing = totals.filter((total) => total.value === candidate.value).length;
  return {
    ...candidate,
    confidence: clamp(candidate.confidence * (agreeing > 1 ? 1.05 : 0.97)),
    signs,
  };
}

export function pickLast(found: AmountFound[]): AmountFound | null {
  return found[found.length - 1] ?? null;
}

/** The largest amount printed on the page, with the line and cell it is in. */
export function largestAmount(layout: TextLayout, decimalMark: ',' | '.' | undefined) {
  let best:
    | {
        value: string;
        raw: string;
        line: TextLayout['lines'][number];
        cell: TextLayout['lines'][number]['cells'][number];
      }
    | undefined;
  // Money is printed with its cents; a long number without them is an id or a phone.
  const money = (raw: string) => /[.,]\d{2}(?:\D*)$/.test(raw);
  for (const line of layout.lines) {
    for (const cell of line.cells) {
      for (const amount of findAmounts(cell.text, decimalMark)) {
        if (!money(amount.raw)) continue;
        if (!best || new Decimal(amount.value).greaterThan(best.value))
          best = { value: amount.value, raw: amount.raw, line, cell };
      }
    }
  }
  return best;
}
