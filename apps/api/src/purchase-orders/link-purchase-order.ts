import {
  actionNeedsApproval,
  matchPurchaseOrder,
  PROTECTED_ACTION_IDS,
  parseProtectedActionsConfig,
} from '@ap/domain';
import type { Executor } from '../audit/record-mutation';
import type { QboEntity, QuickbooksBooks } from '../integrations/quickbooks/quickbooks-books';
import { qboLiteral } from '../integrations/quickbooks/quickbooks-books';
import { readStoredValue } from '../organization/configurations/configurations-store';
import { readCheckThresholds, toleranceOf } from './check-thresholds-store';
import { openOrdersOfVendor, savePurchaseOrders } from './purchase-order-store';

/** The purchase order a bill is booked against, or why it is not linked. */
export type PurchaseOrderLink =
  | { po: QboEntity; lineIds: (string | undefined)[] }
  | { po: QboEntity; leftOpen: string }
  | null;

const freshOrder = async (books: QuickbooksBooks, id: string) =>
  (
    await books.query('PurchaseOrder', `select * from PurchaseOrder where Id = ${qboLiteral(id)}`)
  )[0];

/**
 * The open purchase order the invoice matches within tolerance (matchPurchaseOrder), read
 * again from QuickBooks. While 'marking POs closed' is protected it is left open (a person
 * closes it), since linking a bill closes a fully billed PO.
 */
export const purchaseOrderLinkFor = async (
  db: Executor,
  books: QuickbooksBooks,
  invoice: { orgId: string; poNumber: string | null; amountCents: number },
  vendor: { qboVendorId: string | null; name: string },
  items: readonly { amountCents: number }[],
): Promise<PurchaseOrderLink> => {
  const tolerance = toleranceOf(await readCheckThresholds(db, invoice.orgId));
  const match = matchPurchaseOrder(
    {
      po_number: invoice.poNumber,
      amount: invoice.amountCents / 100,
      items: items.map((item) => ({ amount: item.amountCents / 100 })),
    },
    await openOrdersOfVendor(db, invoice.orgId, vendor),
    tolerance,
  );
  if (!match?.within) return null;
  const po = await freshOrder(books, match.po.id);
  if (po?.POStatus !== 'Open') return null;
  const protectedActions = parseProtectedActionsConfig(
    (await readStoredValue(db, invoice.orgId, 'protected_actions')) ?? null,
  );
  if (actionNeedsApproval(protectedActions, PROTECTED_ACTION_IDS.markPoClosed))
    return { po, leftOpen: 'marking POs closed is protected' };
  const poLines = Array.isArray(po.Line) ? (po.Line as { Id?: string }[]) : [];
  return {
    po,
    lineIds: items.length === poLines.length ? poLines.map((line) => line.Id) : [],
  };
};

/**
 * After the bill is booked: QuickBooks closes a fully billed PO itself; one billed within
 * tolerance but below its total is closed here (sparse update). Keeps what QuickBooks says.
 */
export const closeLinkedPurchaseOrder = async (
  db: Executor,
  books: QuickbooksBooks,
  orgId: string,
  poId: string,
  billId: string,
): Promise<QboEntity | undefined> => {
  let po = await freshOrder(books, poId);
  if (po?.POStatus === 'Open')
    po = await books.create(
      'PurchaseOrder',
      { Id: po.Id, SyncToken: po.SyncToken, sparse: true, POStatus: 'Closed' },
      `po-close-${poId}-bill-${billId}`,
    );
  if (po) await savePurchaseOrders(db, orgId, [po]);
  return po;
};
