import { Hono } from 'hono';
import type { FaultState } from '../faults/fault-state';
import type { JsonStore } from '../store/json-store';
import { type QboVariables, qboBearer } from './bearer';
import { billPaymentRoutes } from './bill-payment-routes';
import { billRoutes } from './bill-routes';
import { intuitFault } from './intuit-errors';
import type { QboState } from './model';
import { purchaseOrderRoutes } from './purchase-order-routes';
import { readRoutes } from './read-routes';
import { requestIds } from './request-ids';
import { vendorRoutes } from './vendor-routes';

/** The v3 REST subset under /v3/company/{realmId}, behind the realm-bound bearer check. */
export const entityRoutes = (store: JsonStore<QboState>, faults: FaultState) => {
  const app = new Hono<{ Variables: QboVariables }>();
  app.use('/v3/company/:realmId/*', qboBearer(store, faults));
  app.use('/v3/company/:realmId/*', requestIds(store));
  app.route('/', vendorRoutes(store));
  app.route('/', billRoutes(store));
  app.route('/', billPaymentRoutes(store));
  app.route('/', purchaseOrderRoutes(store));
  app.route('/', readRoutes());
  app.all('/v3/company/:realmId/*', (c) =>
    intuitFault(c, 400, 'ValidationFault', {
      Message: 'Unsupported Operation',
      Detail: `Operation ${c.req.method} ${c.req.path} is not supported by the sandbox`,
      code: '500',
    }),
  );
  return app;
};
