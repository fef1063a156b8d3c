import { createHmac, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { randomSecret } from '../store/ids';
import type { JsonStore } from '../store/json-store';
import type { MoovState, WebhookJson } from './model';
import { moovError } from './moov-errors';

/** Moov's signature: hex HMAC-SHA512 of `timestamp|nonce|webhookID` under the webhook's secret (the body is not signed). */
export const signWebhook = (
  secret: string,
  timestamp: string,
  nonce: string,
  webhookID: string,
): string =>
  createHmac('sha512', secret).update(`${timestamp}|${nonce}|${webhookID}`).digest('hex');

const publicWebhook = ({
  secret: _secret,
  ...webhook
}: WebhookJson & { secret: string }): WebhookJson => webhook;

/** Registered endpoints and signed event delivery, with a few retries when an endpoint fails. */
export class WebhookSender {
  readonly pending = new Set<Promise<void>>();

  constructor(private readonly store: JsonStore<MoovState>) {}

  emit(type: string, data: Record<string, unknown>): void {
    const event = { eventID: randomUUID(), type, data, createdOn: new Date().toISOString() };
    for (const hook of Object.values(this.store.data.webhooks)) {
      if (hook.status !== 'enabled' || !hook.eventTypes.includes(type)) continue;
      const delivery = this.deliver(hook, JSON.stringify(event)).finally(() =>
        this.pending.delete(delivery),
      );
      this.pending.add(delivery);
    }
  }

  private async deliver(
    hook: WebhookJson & { secret: string },
    body: string,
    attempt = 1,
  ): Promise<void> {
    const timestamp = new Date().toISOString();
    const nonce = randomSecret(12);
    const ok = await fetch(hook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-webhook-id': hook.webhookID,
        'x-signature': signWebhook(hook.secret, timestamp, nonce, hook.webhookID),
      },
      body,
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (!ok && attempt < 3) {
      await new Promise((retry) => setTimeout(retry, 500 * attempt));
      return this.deliver(hook, body, attempt + 1);
    }
  }
}

const EVENT_TYPES = [
  'account.created',
  'account.updated',
  'bankAccount.created',
  'capability.requested',
  'capability.updated',
  'transfer.created',
  'transfer.updated',
];

/** Registers (or re-points) the start-up webhook from SANDBOX_MOOV_WEBHOOK_URL, for every event type. */
export const registerConfiguredWebhook = (
  store: JsonStore<MoovState>,
  webhook: { url: string; secret: string },
): void => {
  const now = new Date().toISOString();
  const webhookID = '00000000-0000-4000-8000-00000000a11e';
  store.update((state) => {
    state.webhooks[webhookID] = {
      webhookID,
      url: webhook.url,
      status: 'enabled',
      eventTypes: EVENT_TYPES,
      description: 'SANDBOX_MOOV_WEBHOOK_URL',
      createdOn: state.webhooks[webhookID]?.createdOn ?? now,
      updatedOn: now,
      secret: webhook.secret,
    };
  });
};

export const webhookRoutes = (store: JsonStore<MoovState>): Hono => {
  const app = new Hono();
  app.post('/webhooks', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Partial<WebhookJson>;
    if (!body.url || !Array.isArray(body.eventTypes))
      return moovError(c, 400, 'url and eventTypes are required');
    const now = new Date().toISOString();
    const hook = {
      webhookID: randomUUID(),
      url: body.url,
      status: body.status ?? 'enabled',
      eventTypes: body.eventTypes,
      description: body.description ?? '',
      createdOn: now,
      updatedOn: now,
      secret: randomSecret(32),
    };
    store.update((state) => {
      state.webhooks[hook.webhookID] = hook;
    });
    return c.json(publicWebhook(hook), 201);
  });
  app.get('/webhooks', (c) => c.json(Object.values(store.data.webhooks).map(publicWebhook)));
  app.get('/webhooks/:id', (c) => {
    const hook = store.data.webhooks[c.req.param('id')];
    return hook ? c.json(publicWebhook(hook)) : moovError(c, 404, 'webhook not found');
  });
  app.get('/webhooks/:id/secret', (c) => {
    const hook = store.data.webhooks[c.req.param('id')];
    return hook ? c.json({ secret: hook.secret }) : moovError(c, 404, 'webhook not found');
  });
  return app;
};
