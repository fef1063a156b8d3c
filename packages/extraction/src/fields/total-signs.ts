import Decimal from 'decimal.js';
import type { TextLayout } from '../layout/text-layout';
import { wordsFor } from '../vocabulary';
import { findAmounts } from './amount';
import { marksIn } from './currency';
import type { Sign, SignShown } from './signs';
import type { Found } from './source';

/** An amount found for a total, with the label it was read after. */
export type AmountFound = Found<string> & {
  label: string;
  /** The whole text of the label's cell ("Total to pay"): the label may go on past its words. */
  labelText?: string;
  lineIndex: number;
  /** The signs that chose this amount among the field's candidates. */
  signs?: SignShown[];
};

/** What the rest of the page says about the total: its currency, the parts it should add up from. */
export type TotalEvidence = {
  layout?: TextLayout;
  currency?: string | null;
  /** Bases the total is the tax added to: labelled subtotals, the sum of the line items. */
  bases?: string[];
  tax?: string | null;
  /** Balances carried over from an earlier bill, printed apart from this bill's charges. */
  balancesForward?: string[];
  /** The amount to pay spelled out in words ("Rupees Three Thousand ... Only"). */
  inWords?: string | null;
  /** The mark the document writes decimals with ("0,600" is 0.6 where it is the comma). */
  decimalMark?: ',' | '.' | undefined;
};

const PAYABLE = wordsFor('payable');
const GROSS = wordsFor('gross');
const CURRENT_CHARGES = wordsFor('currentCharges');
const BALANCE_FORWARD = wordsFor('balanceForward');

// A total rounded to whole units ("Round Off 0.20") still adds up.
const ROUNDING = new Decimal('0.5');
const near = (a: Decimal, b: Decimal) => a.minus(b).abs().lessThanOrEqualTo(ROUNDING);

const labelOf = (total: AmountFound) => `${total.label} ${total.labelText ?? ''}`;

/**
 * The signs a total is chosen by. "Amount due" names what is to pay and "Grand total" the gross,
 * where a plain "Total" may be a table's or a summary's; the amount that is the lines (or the
 * subtotal) plus the tax is the invoice's; on a bill, an amount that is this period's charges
 * plus a balance brought forward is not this invoice's total.
 */
export function totalSigns(evidence: TotalEvidence): Sign<AmountFound>[] {
  const tax = evidence.tax ? new Decimal(evidence.tax) : null;
  const bases = (evidence.bases ?? []).map((base) => new Decimal(base));
  const forward = (evidence.balancesForward ?? [])
    .map((balance) => new Decimal(balance))
    .filter((balance) => !balance.isZero());
  const lineText = (total: AmountFound) => evidence.layout?.lines[total.lineIndex]?.text ?? '';
  return [
    { what: 'total label', weight: 1, test: () => true },
    { what: 'payable label', weight: 4, test: (total) => PAYABLE.test(labelOf(total)) },
    { what: 'gross label', weight: 2, test: (total) => GROSS.test(labelOf(total)) },
    {
      what: "this period's charges",
      weight: 2,
      test: (total) => CURRENT_CHARGES.test(labelOf(total)),
    },
    {
      what: 'lines or subtotal plus tax',
      weight: 3,
      test: (total) =>
        tax !== null &&
        !tax.isZero() &&
        bases.some((base) => near(base.plus(tax), new Decimal(total.value))),
    },
    {
      what: 'the amount in words',
      weight: 3,
      test: (total) => !!evidence.inWords && new Decimal(evidence.inWords).equals(total.value),
    },
    {
      what: 'includes a balance brought forward',
      weight: -5,
      test: (total, all) =>
        BALANCE_FORWARD.test(labelOf(total)) ||
        forward.some((balance) =>
          all.some(
            (other) =>
              other !== total && new Decimal(other.value).plus(balance).equals(total.value),
          ),
        ),
    },
    {
      // "Total TTC 926,400 | Timbre 0,600 | Total 927,000": the stamp duty, shipping or rounding
      // printed after a total is added to it, and the later total is what is to pay.
      what: 'a later total adds the charges printed after it',
      weight: -3,
      test: (total, all) =>
        all.some((later) => {
          const added = new Decimal(later.value).minus(total.value);
          if (later.lineIndex <= total.lineIndex || !added.gt(0)) return false;
          if (forward.some((balance) => balance.equals(added))) return false;
          return (evidence.layout?.lines ?? [])
            .slice(total.lineIndex + 1, later.lineIndex)
            .some((line) =>
              findAmounts(line.text, evidence.decimalMark).some((amount) =>
                added.equals(amount.value),
              ),
            );
        }),
    },
    {
      what: 'printed again',
      weight: 1,
      test: (total, all) => all.filter((other) => other.value === total.value).length > 1,
    },
    { what: 'zero', weight: -10, test: (total) => Number(total.value) === 0 },
    {
      what: 'in another currency',
      weight: -10,
      test: (total) =>
        !!evidence.currency &&
        marksIn(lineText(total), null).some(
          (mark) => mark.currency !== evidence.currency && !mark.ambiguous,
        ),
    },
  ];
}

/**
 * Balances a bill carries over from an earlier one ("Balance brought forward £12.40"): the
 * amount after the words, in their cell or the next; and what is left of it after the payments
 * printed as negative amounts on the three lines after it ("Payment received -£100.00").
 */
export function balancesForward(layout: TextLayout, decimalMark?: ',' | '.'): string[] {
  const found: string[] = [];
  const lines = layout.lines;
  lines.forEach((line, at) => {
    line.cells.forEach((cell, index) => {
      const match = BALANCE_FORWARD.exec(cell.text);
      if (!match) return;
      const after = [
        cell.text.slice(match.index + match[0].length),
        line.cells[index + 1]?.text ?? '',
      ];
      const amount = after.map((text) => findAmounts(text, decimalMark)[0]).find(Boolean);
      if (!amount) return;
      found.push(amount.value);
      let left = new Decimal(amount.value);
      for (const next of lines.slice(at + 1, at + 4))
        for (const paid of findAmounts(next.text, decimalMark))
          if (new Decimal(paid.value).isNegative()) {
            left = left.plus(paid.value);
            found.push(left.toFixed(2));
          }
    });
  });
  return found;
}
