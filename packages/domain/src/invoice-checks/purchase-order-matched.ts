import { formatCents } from '../money/format-currency';
import {
  matchPurchaseOrder,
  type PurchaseOrderInvoice,
  type PurchaseOrderMatch,
} from '../purchase-orders/match-purchase-order';
import type {
  PurchaseOrderSubject,
  PurchaseOrderTolerance,
} from '../purchase-orders/purchase-order';
import type { RuleOutcome } from './check-result';

/** The vendor's open purchase orders and the Admin's tolerance, for Valid Purchase Order Number. */
export interface PurchaseOrderContext {
  openOrders: readonly PurchaseOrderSubject[];
  tolerance: PurchaseOrderTolerance;
}

const GATES = ['valid_po_number'];
const poName = (match: PurchaseOrderMatch) => `PO ${match.po.doc_number ?? match.po.id}`;

const overTolerance = (match: PurchaseOrderMatch, tolerance: PurchaseOrderTolerance): string => {
  const parts: string[] = [];
  if (Math.abs(match.difference_cents) > tolerance.amount_cents)
    parts.push(
      `the total differs by ${formatCents(match.difference_cents)} (tolerance ${formatCents(tolerance.amount_cents)})`,
    );
  if (match.line_count_differs)
    parts.push(
      `the invoice has a different number of lines than the PO's ${match.po.lines.length}`,
    );
  for (const line of match.line_differences)
    parts.push(
      `line ${line.line} differs by ${formatCents(line.difference_cents)} (tolerance ${formatCents(tolerance.line_cents)})`,
    );
  return `${poName(match)}: ${parts.join(', ')}`;
};

/**
 * purchase_order_matched (while 'Valid Purchase Order Number' is enforced): the invoice
 * matches an open purchase order of its vendor within the Admin's tolerance. The reason names
 * the PO and the difference.
 */
export const purchaseOrderMatched = (
  invoice: PurchaseOrderInvoice,
  context: PurchaseOrderContext,
): RuleOutcome & { match: PurchaseOrderMatch | null } => {
  const name = 'purchase_order_matched';
  const match = matchPurchaseOrder(invoice, context.openOrders, context.tolerance);
  if (!match) {
    const reason = invoice.po_number?.trim()
      ? `No open purchase order of this vendor has number ${invoice.po_number.trim()}`
      : 'No purchase order number, and no open purchase order of this vendor matches the amount';
    return { name, match, passReason: '', problems: [{ reason, gates: GATES }] };
  }
  const passReason = `Matches ${poName(match)} within tolerance (difference ${formatCents(match.difference_cents)})`;
  if (match.within) return { name, match, passReason, problems: [] };
  return {
    name,
    match,
    passReason,
    problems: [{ reason: overTolerance(match, context.tolerance), gates: GATES }],
  };
};
