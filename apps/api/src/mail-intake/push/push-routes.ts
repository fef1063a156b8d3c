import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { integrationConnections } from '../../db/schema';
import { badRequest, unauthorized } from '../../http/api-error';
import { errorResponses, jsonBody } from '../../http/route-parts';
import { createRouter } from '../../http/router';
import { queueMailboxSync } from '../sync/queue-sync';
import { decodeNotification, PushRequestSchema, tokenMatches } from './push-message';

export const PUSH_PATH = '/api/gmail/push';

const push = createRoute({
  method: 'post',
  path: PUSH_PATH,
  tags: ['Mailbox (Gmail)'],
  summary:
    'Gmail push notification (Pub/Sub push). Authenticated by the shared GMAIL_PUSH_TOKEN in ?token= or as a bearer; queues a sync of the mailbox.',
  request: { ...jsonBody(PushRequestSchema) },
  responses: { 204: { description: 'Acknowledged' }, ...errorResponses },
});

/** Pub/Sub calls this on new mail; it only queues a sync, so it answers at once. */
export const pushRoutes = (deps: AppDeps) =>
  createRouter().openapi(push, async (c) => {
    const bearer = c.req.header('Authorization')?.match(/^Bearer (.+)$/i)?.[1];
    const presented = c.req.query('token') ?? bearer;
    if (!tokenMatches(presented, deps.config.mailIntake.pushToken))
      throw unauthorized('Push token missing or wrong');
    const notification = decodeNotification(c.req.valid('json').message.data);
    if (!notification) throw badRequest('message.data is not a Gmail notification');
    const orgs = await deps.db
      .select({ orgId: integrationConnections.orgId })
      .from(integrationConnections)
      .where(
        sql`${integrationConnections.service} = 'gmail' and lower(${integrationConnections.externalId}) = ${notification.emailAddress}`,
      );
    for (const { orgId } of orgs) await queueMailboxSync(deps.jobs, orgId);
    return c.body(null, 204);
  });
