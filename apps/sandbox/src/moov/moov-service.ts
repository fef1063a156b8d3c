import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { SandboxConfig } from '../config';
import { faultMiddleware, mountFaultRoutes } from '../faults/fault-routes';
import { FaultState } from '../faults/fault-state';
import { JsonStore } from '../store/json-store';
import { accountRoutes } from './account-routes';
import { moovCredentials } from './credentials';
import { Ledger } from './ledger';
import { LostResponses } from './lost-responses';
import { moovFaultBody } from './moov-errors';
import { seedMoovState } from './seed';
import { moovTokenRoutes } from './token-routes';
import { TransferLifecycle } from './transfer-lifecycle';
import { transferRoutes } from './transfer-routes';
import { registerConfiguredWebhook, WebhookSender, webhookRoutes } from './webhooks';

const widgetScript = readFileSync(join(import.meta.dirname, 'widget', 'moov-widget.js'), 'utf8');

/** Moov's server API subset, the browser widget script and signed webhooks on one port. */
export const createMoovService = async (config: SandboxConfig) => {
  const store = await JsonStore.open(config.dataDir, 'moov', seedMoovState);
  const ledger = new Ledger(store);
  const webhooks = new WebhookSender(store);
  if (config.moov.webhook) registerConfiguredWebhook(store, config.moov.webhook);
  const lifecycle = new TransferLifecycle(ledger, webhooks, config.moov.transferStepMs);
  const faults = new FaultState();
  const app = new Hono();
  // The widget calls the API from the app's page with a Bearer token, never with cookies.
  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'X-Idempotency-Key',
        'X-Wait-For',
        'X-Moov-Version',
      ],
    }),
  );
  mountFaultRoutes(app, faults);
  app.get('/moov.js', (c) =>
    c.body(widgetScript, 200, { 'content-type': 'application/javascript; charset=utf-8' }),
  );
  app.use('*', faultMiddleware(faults, moovFaultBody));
  app.use(
    '*',
    new LostResponses().mount(app, (c) => c.json({ error: 'gateway timeout' }, 504)),
  );
  app.route('/', moovTokenRoutes(config.moov, store));
  app.use('/accounts/*', moovCredentials(config.moov, store, faults));
  app.use('/accounts', moovCredentials(config.moov, store, faults));
  app.use('/webhooks/*', moovCredentials(config.moov, store, faults));
  app.use('/webhooks', moovCredentials(config.moov, store, faults));
  app.route('/', accountRoutes(ledger, webhooks));
  app.route('/', transferRoutes(ledger, lifecycle, webhooks));
  app.route('/', webhookRoutes(store));
  lifecycle.start();
  return app;
};
