import type { Books } from './books';
import type { Company, Entity } from './model';
import { purchaseOrdersOf } from './purchase-order-routes';

type Linked = { TxnId?: string; TxnType?: string };

const linkedOrders = (body: Record<string, unknown>): string[] => {
  const lines = Array.isArray(body.Line) ? (body.Line as { LinkedTxn?: Linked[] }[]) : [];
  const links = [
    ...(Array.isArray(body.LinkedTxn) ? (body.LinkedTxn as Linked[]) : []),
    ...lines.flatMap((line) => line.LinkedTxn ?? []),
  ];
  return [
    ...new Set(
      links.filter((l) => l.TxnType === 'PurchaseOrder' && l.TxnId).map((l) => String(l.TxnId)),
    ),
  ];
};

/**
 * After a bill linking purchase orders (Bill.LinkedTxn or its lines' LinkedTxn, TxnType
 * PurchaseOrder) is created: each PO lists the bill in its LinkedTxn, and QuickBooks closes
 * it once its linked bills add up to its total (fully billed).
 */
export const linkBillToPurchaseOrders = (
  books: Books,
  company: Company,
  bill: Entity,
  body: Record<string, unknown>,
) => {
  const orders = purchaseOrdersOf(company);
  for (const id of linkedOrders(body)) {
    const order = orders[id];
    if (!order) continue;
    const links = [
      ...((order.LinkedTxn as Linked[] | undefined) ?? []),
      { TxnId: bill.Id, TxnType: 'Bill' },
    ];
    const billedCents = links
      .filter((link) => link.TxnType === 'Bill')
      .reduce(
        (sum, link) =>
          sum + Math.round(Number(company.entities.Bill[link.TxnId ?? '']?.TotalAmt ?? 0) * 100),
        0,
      );
    const fullyBilled = billedCents >= Math.round(Number(order.TotalAmt ?? 0) * 100);
    books.update(company, 'PurchaseOrder', order, {
      sparse: true,
      LinkedTxn: links,
      ...(fullyBilled ? { POStatus: 'Closed' } : {}),
    });
  }
};

/** Bill validation refuses a link to a PurchaseOrder that does not exist or is closed. */
export const checkPurchaseOrderLinks = (company: Company, body: Record<string, unknown>) => {
  const orders = purchaseOrdersOf(company);
  const id = linkedOrders(body).find((linked) => orders[linked]?.POStatus !== 'Open');
  return id === undefined
    ? null
    : {
        code: '2500',
        message: 'Invalid Reference Id',
        detail: `Invalid Reference Id : PurchaseOrder ${id} does not exist or is closed`,
        element: 'LinkedTxn',
      };
};
