import {
  apiExtensionOperations,
  CheckThresholdsSchema,
  PurchaseOrderListSchema,
} from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { recordMutation } from '../audit/record-mutation';
import { type CheckWriter, recomputeOpenInvoices } from '../checks/recompute-checks';
import { errorResponses, json, jsonBody, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';
import { readCheckThresholds, writeCheckThresholds } from './check-thresholds-store';
import { listPurchaseOrders, toPurchaseOrderView } from './purchase-order-store';
import { syncPurchaseOrders } from './sync-purchase-orders';

const tags = ['Purchase orders'];
const ops = apiExtensionOperations;
const orders = { 200: json(PurchaseOrderListSchema), ...errorResponses };
const thresholds = { 200: json(CheckThresholdsSchema), ...errorResponses };

const list = createRoute({
  method: 'get',
  path: ops.listPurchaseOrders.path,
  tags,
  security,
  summary: ops.listPurchaseOrders.summary,
  responses: orders,
});
const sync = createRoute({
  method: 'post',
  path: ops.syncPurchaseOrders.path,
  tags,
  security,
  summary: ops.syncPurchaseOrders.summary,
  responses: orders,
});
const getThresholds = createRoute({
  method: 'get',
  path: ops.getCheckThresholds.path,
  tags,
  security,
  summary: ops.getCheckThresholds.summary,
  responses: thresholds,
});
const setThresholds = createRoute({
  method: 'put',
  path: ops.setCheckThresholds.path,
  tags,
  security,
  summary: ops.setCheckThresholds.summary,
  request: jsonBody(CheckThresholdsSchema),
  responses: thresholds,
});

/** Purchase orders read from QuickBooks, and the thresholds the PO and fraud checks use. */
export const purchaseOrderRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(list, async (c) =>
      c.json((await listPurchaseOrders(deps.db, c.var.caller.orgId)).map(toPurchaseOrderView), 200),
    )
    .openapi(sync, async (c) =>
      c.json((await syncPurchaseOrders(deps, c.var.caller.orgId)).map(toPurchaseOrderView), 200),
    )
    .openapi(getThresholds, async (c) =>
      c.json(await readCheckThresholds(deps.db, c.var.caller.orgId), 200),
    )
    .openapi(setThresholds, async (c) => {
      const { caller } = c.var;
      const value = c.req.valid('json');
      const saved = await deps.db.transaction(async (tx) => {
        const before = await readCheckThresholds(tx, caller.orgId);
        await writeCheckThresholds(tx, caller.orgId, caller.userId, value);
        await recordMutation(tx, caller, {
          action: 'settings.check_thresholds',
          entityType: 'organization',
          entityId: caller.orgId,
          before,
          after: value,
        });
        await recomputeOpenInvoices(tx as CheckWriter, caller.orgId);
        return readCheckThresholds(tx, caller.orgId);
      });
      return c.json(saved, 200);
    });
