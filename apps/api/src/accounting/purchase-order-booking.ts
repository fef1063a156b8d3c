import type { Executor } from '../audit/record-mutation';
import type { QuickbooksBooks } from '../integrations/quickbooks/quickbooks-books';
import { workflowEvent } from '../payments/payment-runs';
import {
  closeLinkedPurchaseOrder,
  type PurchaseOrderLink,
} from '../purchase-orders/link-purchase-order';

type Linked = Extract<NonNullable<PurchaseOrderLink>, { lineIds: unknown }>;

/** Each bill line linked to its purchase-order line (Intuit needs TxnLineId to link a line). */
export const withPurchaseOrderLinks = <L extends object>(lines: L[], link: Linked) =>
  lines.map((line, index) => {
    const lineId = link.lineIds[index];
    return lineId
      ? { ...line, LinkedTxn: [{ TxnId: link.po.Id, TxnType: 'PurchaseOrder', TxnLineId: lineId }] }
      : line;
  });

const poName = (po: { Id: string; DocNumber?: unknown }) =>
  `Purchase order ${typeof po.DocNumber === 'string' ? po.DocNumber : po.Id}`;

/** After the bill: the PO closed (or why it was left open), as workflow events. */
export const purchaseOrderEvents = async (
  db: Executor,
  books: QuickbooksBooks,
  orgId: string,
  link: PurchaseOrderLink,
  billId: string,
) => {
  if (!link) return [];
  if ('leftOpen' in link)
    return [
      workflowEvent(
        'QuickBooks Purchase Order',
        'warning',
        `${poName(link.po)} matched but left open: ${link.leftOpen}`,
      ),
    ];
  const po = await closeLinkedPurchaseOrder(db, books, orgId, link.po.Id, billId);
  return [
    workflowEvent(
      'QuickBooks Purchase Order',
      'completed',
      `${poName(link.po)} linked to bill ${billId} and ${po?.POStatus === 'Closed' ? 'closed' : 'left open'}`,
    ),
  ];
};
