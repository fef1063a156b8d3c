import type { AmountInput } from '../money/to-cents';
import { toCentsOrNull } from '../money/to-cents';
import { poNumberKey } from './po-number-key';
import type { PurchaseOrderSubject, PurchaseOrderTolerance } from './purchase-order';

/** The invoice as matching reads it: its PO number, total and lines. */
export interface PurchaseOrderInvoice {
  po_number?: string | null;
  amount: AmountInput;
  items: readonly { amount: AmountInput }[];
}

export interface LineDifference {
  /** 1-based line number. */
  line: number;
  difference_cents: number;
}

/** The purchase order an invoice was matched to, and how far it is from it. */
export interface PurchaseOrderMatch {
  po: PurchaseOrderSubject;
  /** Matched by the printed number, or (no number printed) by amount and lines. */
  by: 'number' | 'amount';
  /** Invoice total minus PO total. */
  difference_cents: number;
  /** Lines whose difference is beyond the line tolerance (or whose count differs). */
  line_differences: readonly LineDifference[];
  /** The PO has another number of lines than the invoice. */
  line_count_differs: boolean;
  within: boolean;
}

const cents = (amount: AmountInput) => toCentsOrNull(amount) ?? 0;

const compare = (
  invoice: PurchaseOrderInvoice,
  po: PurchaseOrderSubject,
  tolerance: PurchaseOrderTolerance,
  by: PurchaseOrderMatch['by'],
): PurchaseOrderMatch => {
  const difference = cents(invoice.amount) - po.total_cents;
  // Lines compare in order; an invoice without lines is matched on its total alone.
  const lineCountDiffers = invoice.items.length > 0 && invoice.items.length !== po.lines.length;
  const lineDifferences = lineCountDiffers
    ? []
    : invoice.items
        .map((item, index) => ({
          line: index + 1,
          difference_cents: cents(item.amount) - (po.lines[index]?.amount_cents ?? 0),
        }))
        .filter((line) => Math.abs(line.difference_cents) > tolerance.line_cents);
  return {
    po,
    by,
    difference_cents: difference,
    line_differences: lineDifferences,
    line_count_differs: lineCountDiffers,
    within:
      Math.abs(difference) <= tolerance.amount_cents &&
      !lineCountDiffers &&
      lineDifferences.length === 0,
  };
};

/**
 * Two-way match of an invoice with the open purchase orders of its vendor: the PO whose
 * number equals the printed one (normalised, see poNumberKey); with no number printed, the
 * open PO closest in amount that matches within tolerance. Null when none does.
 */
export const matchPurchaseOrder = (
  invoice: PurchaseOrderInvoice,
  openOrders: readonly PurchaseOrderSubject[],
  tolerance: PurchaseOrderTolerance,
): PurchaseOrderMatch | null => {
  const open = openOrders.filter((po) => po.status === 'Open');
  const key = poNumberKey(invoice.po_number);
  if (key) {
    const po = open.find((candidate) => poNumberKey(candidate.doc_number) === key);
    return po ? compare(invoice, po, tolerance, 'number') : null;
  }
  const candidates = open
    .map((po) => compare(invoice, po, tolerance, 'amount'))
    .filter((match) => match.within)
    .sort((a, b) => Math.abs(a.difference_cents) - Math.abs(b.difference_cents));
  return candidates[0] ?? null;
};
