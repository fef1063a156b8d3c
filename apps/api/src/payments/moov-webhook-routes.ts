import { createHmac, timingSafeEqual } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { moovWebhookEvents } from '../db/schema';
import { badRequest, unauthorized } from '../http/api-error';
import { errorResponses } from '../http/route-parts';
import { createRouter } from '../http/router';
import { MoovRefusal } from '../integrations/moov/moov-payments';
import { applyTransferState, findPaymentOfTransfer } from './transfer-status';

export const MOOV_WEBHOOK_PATH = '/api/moov/webhooks';

/** Moov's signature: hex HMAC-SHA512 of `timestamp|nonce|webhookID` under the signing secret. */
export const moovSignature = (
  secret: string,
  timestamp: string,
  nonce: string,
  webhookId: string,
) => createHmac('sha512', secret).update(`${timestamp}|${nonce}|${webhookId}`).digest('hex');

const signatureMatches = (expected: string, presented: string | undefined) => {
  if (!presented) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(presented, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

const webhook = createRoute({
  method: 'post',
  path: MOOV_WEBHOOK_PATH,
  tags: ['Payments (Moov)'],
  summary:
    "Moov's webhook (transfer.created / transfer.updated). Authenticated by Moov's X-Signature (HMAC-SHA512 of X-Timestamp|X-Nonce|X-Webhook-ID); an event id seen before changes nothing.",
  responses: { 204: { description: 'Acknowledged' }, ...errorResponses },
});

type MoovEvent = { eventID?: unknown; type?: unknown; data?: { transferID?: unknown } };

export const moovWebhookRoutes = (deps: AppDeps) =>
  createRouter().openapi(webhook, async (c) => {
    const header = (name: string) => c.req.header(name) ?? '';
    const expected = moovSignature(
      deps.config.moov.webhookSecret,
      header('x-timestamp'),
      header('x-nonce'),
      header('x-webhook-id'),
    );
    if (!signatureMatches(expected, c.req.header('x-signature')))
      throw unauthorized('Moov webhook signature missing or wrong');
    const event = (await c.req.json().catch(() => undefined)) as MoovEvent | undefined;
    if (typeof event?.eventID !== 'string' || typeof event.type !== 'string')
      throw badRequest('Not a Moov event (eventID and type are required)');
    const [seen] = await deps.db
      .select({ id: moovWebhookEvents.eventId })
      .from(moovWebhookEvents)
      .where(eq(moovWebhookEvents.eventId, event.eventID));
    if (seen) return c.body(null, 204);
    const transferId = event.data?.transferID;
    if (event.type.startsWith('transfer.') && typeof transferId === 'string') {
      // Moov's own record is read, not the event's copy: it carries the return reason.
      const transfer = await deps.moov
        .getTransfer(deps.config.moovFacilitatorAccountId, transferId)
        .catch((err: unknown) => {
          // A transfer Moov does not show us is none of ours; Moov unreachable is a 502 (redelivered).
          if (err instanceof MoovRefusal) return undefined;
          throw err;
        });
      const payment =
        transfer && (await findPaymentOfTransfer(deps, transfer.transferId, transfer.foreignId));
      if (transfer && payment) await applyTransferState(deps, payment, transfer);
    }
    // Recorded once handled: a failure above answers 5xx and Moov delivers the event again.
    await deps.db
      .insert(moovWebhookEvents)
      .values({ eventId: event.eventID, eventType: event.type })
      .onConflictDoNothing();
    return c.body(null, 204);
  });
