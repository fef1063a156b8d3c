import { Hono } from 'hono';
import type { SandboxConfig } from '../config';
import { faultMiddleware, mountFaultRoutes } from '../faults/fault-routes';
import { FaultState } from '../faults/fault-state';
import { LostResponses } from '../moov/lost-responses';
import { JsonStore } from '../store/json-store';
import { entityRoutes } from './entity-routes';
import { intuitFaultBody } from './intuit-errors';
import { qboOAuthRoutes } from './oauth-routes';
import { seedQboState } from './seed';

/** Intuit OAuth 2 and the QuickBooks Online v3 subset on one port. */
export const createQuickBooksService = async (config: SandboxConfig) => {
  const store = await JsonStore.open(config.dataDir, 'quickbooks', seedQboState);
  const faults = new FaultState();
  const app = new Hono();
  mountFaultRoutes(app, faults);
  app.use('*', faultMiddleware(faults, intuitFaultBody));
  app.use(
    '*',
    new LostResponses().mount(app, (c) => intuitFaultBody(c, 504)),
  );
  app.route('/', qboOAuthRoutes(store));
  app.route('/', entityRoutes(store, faults));
  return app;
};
