import Decimal from 'decimal.js';
import type { TextLayout } from '../layout/text-layout';
import { findAmounts } from './amount';
import type { FieldContext } from './context';
import { labelCandidates } from './context';
import { marksIn } from './currency';
import type { Candidate } from './label-index';
import { PLACEMENT_CONFIDENCE } from './label-index';
import type { LabelName } from './labels';
import { clamp, type Found, sourceOf } from './source';

export type AmountFound = Found<string> & { label: string; lineIndex: number };

/** The amount a labelled candidate holds: the last one in it ("Tax 8% 12.00" is 12.00). */
// A date is not an amount: "1-Mar-24" or "03/01/2024" under a label is some other field.
const DATE_LIKE =
  /\b\d{1,2}[-./ ]\p{L}{3,9}\.?[-./ ]\d{2,4}\b|\b\d{1,4}[-./]\d{1,2}[-./]\d{1,4}\b/u;

function amountIn(
  candidate: Candidate,
  decimalMark?: ',' | '.',
): { value: string; raw: string } | null {
  if (DATE_LIKE.test(candidate.text)) return null;
  const amounts = findAmounts(candidate.text, decimalMark);
  return amounts[amounts.length - 1] ?? null;
}

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

/** Every amount printed under a label of one field, in document order. */
export function labelledAmounts(context: FieldContext, field: LabelName): AmountFound[] {
  const found: AmountFound[] = [];
  for (const { hit, candidates } of labelCandidates(context, field)) {
    for (const candidate of pickOrder(candidates)) {
      const amount = amountIn(candidate, context.decimalMark);
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

// "Amount due" names what is to pay; "Grand total" or "Gesamtbetrag" the gross; a plain "Total"
// may be a table's or a subtotal's.
const PAYABLE =
  /due|payable|pay|zahlen|zahlbetrag|payer|betalen|pagar|pagare|ödenecek|úhrad|zapłat|betale|betala|forfaller|plat[ăa]|請求|ชำระ|pr[ée]lev|to\s*be\s*paid|venciment|\bvtos?\b|valor\s*da\s*conta/i;
const GROSS =
  /grand|gross|brutto|ttc|incl|genel|endbetrag|rechnungsbetrag|gesamtbetrag|rekening|factuurbedrag|价税|ทั้งสิ้น|総計|(?:invoice|order)\s*(?:total|value|amount)|kwota\s*faktury|totalsum|totalbeløp|importe\s*total|montant\s*total|valor\s*total|toplam\s*tutar|celkem|razem|i\s*alt|合計|current\s*charges|charges\s*for/i;

/**
 * Picks the total: in the invoice's currency when another is printed too (a Turkish export
 * invoice repeats its totals in TRY), the most specific label, then the one printed last.
 */
export function pickTotal(
  totals: AmountFound[],
  currency: string | null = null,
  layout?: TextLayout,
): AmountFound | null {
  if (totals.length === 0) return null;
  const nonZero = totals.filter((total) => Number(total.value) !== 0);
  let pool = nonZero.length ? nonZero : totals;
  if (currency && layout) {
    const own = pool.filter(
      (total) =>
        !marksIn(layout.lines[total.lineIndex]?.text ?? '', null).some(
          (mark) => mark.currency !== currency && !mark.ambiguous,
        ),
    );
    if (own.length) pool = own;
  }
  const payable = pool.filter((total) => PAYABLE.test(total.label));
  const gross = pool.filter((total) => GROSS.test(total.label));
  const ranked = payable.length ? payable : gross.length ? gross : pool;
  const chosen = ranked[ranked.length - 1] as AmountFound;
  const agreeing = pool.filter((total) => total.value === chosen.value).length;
  return { ...chosen, confidence: clamp(chosen.confidence * (agreeing > 1 ? 1.05 : 0.97)) };
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
