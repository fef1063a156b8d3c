import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../../app-env';
import { integrationConnections } from '../../db/schema';
import { badRequest, unauthorized } from '../../http/api-error';
import { errorResponses, jsonBody } from '../../http/route-parts';
import { createRouter } from '../../http/router';
import { bearerToken, tokenMatches } from '../../http/shared-secret';
import { queueMailboxSync } from '../intake-queue';
import { decodeNotification, PushRequestSchema } from './push-message';

export const PUSH_PATH = '/api/gmail/push';

/**
 * The shared token, checked before the body is read or validated: a caller without it learns
 * nothing about what a push looks like (401 whatever it sent).
 */
const pushToken = (deps: AppDeps) =>
  createMiddleware(async (c, next) => {
    const presented = c.req.query('token') ?? bearerToken(c.req.header('Authorization'));
    if (!tokenMatches(presented, deps.config.mailIntake.pushToken))
      throw unauthorized('Push token missing or wrong');
    await next();
  });

const push = (deps: AppDeps) =>
  createRoute({
    method: 'post',
    path: PUSH_PATH,
    tags: ['Mailbox (Gmail)'],
    summary:
      'Gmail push notification (Pub/Sub push). Authenticated by the shared GMAIL_PUSH_TOKEN in ?token= or as a bearer; queues a sync of the mailbox.',
    middleware: [pushToken(deps)] as const,
    request: { ...jsonBody(PushRequestSchema) },
    responses: { 204: { description: 'Acknowledged' }, ...errorResponses },
  });

/** Pub/Sub calls this on new mail; it only queues a sync, so it answers at once. */
export const pushRoutes = (deps: AppDeps) =>
  createRouter().openapi(push(deps), async (c) => {
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
