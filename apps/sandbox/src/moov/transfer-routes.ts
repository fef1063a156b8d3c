import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Ledger } from './ledger';
import type { StoredTransfer } from './model';
import { moovError } from './moov-errors';
import { FAILING_AMOUNTS } from './test-amounts';
import { transferJson } from './transfer-json';
import type { TransferLifecycle } from './transfer-lifecycle';
import type { WebhookSender } from './webhooks';

type CreateTransfer = {
  source?: { paymentMethodID?: string };
  destination?: { paymentMethodID?: string };
  amount?: { currency?: string; value?: number };
  description?: string;
  metadata?: Record<string, string>;
  foreignID?: string;
};

/**
 * ACH transfers. As Moov documents it, X-Idempotency-Key is required (at most 36
 * characters), and a key seen before answers 409 with the transfer it created: never a
 * second transfer.
 */
export const transferRoutes = (
  ledger: Ledger,
  lifecycle: TransferLifecycle,
  webhooks: WebhookSender,
): Hono => {
  const app = new Hono();

  app.post('/accounts/:accountID/transfers', async (c) => {
    const accountID = c.req.param('accountID');
    const key = c.req.header('x-idempotency-key');
    if (!key) return moovError(c, 400, 'X-Idempotency-Key header is required');
    if (key.length > 36)
      return moovError(c, 400, 'X-Idempotency-Key must be at most 36 characters');
    const existing = Object.values(ledger.state.transfers).find(
      (t) => t.accountID === accountID && t.idempotencyKey === key,
    );
    if (existing) return c.json(transferJson(ledger, existing), 409);
    if (!ledger.state.accounts[accountID]) return moovError(c, 404, 'account not found');
    const body = (await c.req.json().catch(() => ({}))) as CreateTransfer;
    const source = ledger.state.paymentMethods[body.source?.paymentMethodID ?? ''];
    const destination = ledger.state.paymentMethods[body.destination?.paymentMethodID ?? ''];
    const value = body.amount?.value;
    if (!source || !destination)
      return c.json(
        {
          error: 'invalid payment method',
          source: source ? undefined : 'not found',
          destination: destination ? undefined : 'not found',
        },
        422,
      );
    if (!Number.isInteger(value) || (value as number) <= 0)
      return c.json(
        { error: 'amount must be a positive integer of cents', amount: 'invalid' },
        422,
      );
    const now = new Date();
    const planned = FAILING_AMOUNTS[value as number];
    const transfer: StoredTransfer = {
      transferID: randomUUID(),
      accountID,
      idempotencyKey: key,
      sourcePaymentMethodID: source.paymentMethodID,
      destinationPaymentMethodID: destination.paymentMethodID,
      amount: { currency: body.amount?.currency ?? 'USD', value: value as number },
      ...(body.description ? { description: body.description } : {}),
      ...(body.metadata ? { metadata: body.metadata } : {}),
      ...(body.foreignID ? { foreignID: body.foreignID } : {}),
      ...(planned ? { plannedReturn: planned } : {}),
      status: 'created',
      createdOn: now.toISOString(),
      updatedOn: now.toISOString(),
      nextStepAt: lifecycle.firstStepAt(now.getTime()),
    };
    ledger.store.update((state) => {
      state.transfers[transfer.transferID] = transfer;
    });
    webhooks.emit('transfer.created', {
      accountID,
      transferID: transfer.transferID,
      status: 'created',
      foreignID: transfer.foreignID ?? '',
    });
    // Without X-Wait-For Moov answers asynchronously with just the id.
    if (c.req.header('x-wait-for') === 'rail-response')
      return c.json(transferJson(ledger, transfer), 201);
    return c.json({ transferID: transfer.transferID, createdOn: transfer.createdOn }, 202);
  });

  app.get('/accounts/:accountID/transfers', (c) => {
    const accountID = c.req.param('accountID');
    const status = c.req.query('status');
    const mine = Object.values(ledger.state.transfers).filter(
      (t) => t.accountID === accountID && (!status || t.status === status),
    );
    return c.json(mine.map((t) => transferJson(ledger, t)));
  });

  app.get('/accounts/:accountID/transfers/:transferID', (c) => {
    const transfer = ledger.state.transfers[c.req.param('transferID')];
    if (!transfer || transfer.accountID !== c.req.param('accountID'))
      return moovError(c, 404, 'transfer not found');
    return c.json(transferJson(ledger, transfer));
  });

  // Sandbox control: step a transfer now instead of waiting SANDBOX_MOOV_TRANSFER_STEP_MS.
  app.post('/__sandbox/transfers/:transferID/advance', (c) => {
    const transfer = ledger.state.transfers[c.req.param('transferID')];
    if (!transfer) return moovError(c, 404, 'transfer not found');
    return c.json(transferJson(ledger, lifecycle.advance(transfer)));
  });
  return app;
};
