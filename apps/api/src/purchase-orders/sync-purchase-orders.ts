import { recomputeOpenInvoices } from '../checks/recompute-checks';
import type { ApiConfig } from '../config/env';
import type { Database } from '../db/database';
import { unprocessable } from '../http/api-error';
import { findConnection } from '../integrations/connections';
import { quickbooksBooks } from '../integrations/quickbooks/quickbooks-books';
import { listPurchaseOrders, savePurchaseOrders } from './purchase-order-store';

/**
 * Reads every purchase order of the connected QuickBooks company (Intuit's query, paged by
 * 1,000), keeps them, and re-checks the open invoices against them when one is new or changed.
 * 422 while QuickBooks is not connected.
 */
export const syncPurchaseOrders = async (
  deps: { db: Database; config: Pick<ApiConfig, 'quickbooks'> },
  orgId: string,
) => {
  const connection = await findConnection(deps.db, orgId, 'quickbooks');
  if (!connection) throw unprocessable('QuickBooks is not connected: no purchase orders to read');
  const books = quickbooksBooks(deps.config.quickbooks, deps.db, connection);
  const page = 1000;
  let changed = false;
  for (let start = 1; ; start += page) {
    const orders = await books.query(
      'PurchaseOrder',
      `select * from PurchaseOrder startposition ${start} maxresults ${page}`,
    );
    changed = (await savePurchaseOrders(deps.db, orgId, orders)) || changed;
    if (orders.length < page) break;
  }
  if (changed) await recomputeOpenInvoices(deps.db, orgId);
  return listPurchaseOrders(deps.db, orgId);
};
