import { Hono } from 'hono';
import { type GmailVariables, requireScope } from './bearer';
import { googleError } from './google-errors';
import type { MailStore } from './mail-store';

/** Gmail keeps a watch for 7 days; the client must call watch again before then. */
const WATCH_MS = 7 * 24 * 60 * 60 * 1000;
const TOPIC = /^projects\/[^/]+\/topics\/[^/]+$/;

/** users.watch and users.stop: push notifications of mailbox changes to a Pub/Sub topic. */
export const watchRoutes = (mail: MailStore) => {
  const app = new Hono<{ Variables: GmailVariables }>();

  app.post('/gmail/v1/users/:userId/watch', async (c) => {
    const denied = requireScope(c, 'read');
    if (denied) return denied;
    const body = (await c.req.json().catch(() => ({}))) as {
      topicName?: unknown;
      labelIds?: unknown;
      labelFilterBehavior?: unknown;
      labelFilterAction?: unknown;
    };
    if (typeof body.topicName !== 'string' || !TOPIC.test(body.topicName))
      return googleError(c, 400, 'Invalid topicName: expected projects/{project}/topics/{topic}');
    const labelIds = Array.isArray(body.labelIds)
      ? body.labelIds.filter((label): label is string => typeof label === 'string')
      : [];
    const behavior = body.labelFilterBehavior ?? body.labelFilterAction;
    const mailbox = c.get('mailbox');
    const expiration = Date.now() + WATCH_MS;
    mail.setWatch(mailbox, {
      topicName: body.topicName,
      labelIds,
      labelFilterBehavior: behavior === 'exclude' ? 'exclude' : 'include',
      expiration,
    });
    return c.json({ historyId: String(mailbox.historyId), expiration: String(expiration) });
  });

  app.post('/gmail/v1/users/:userId/stop', (c) => {
    const denied = requireScope(c, 'read');
    if (denied) return denied;
    mail.setWatch(c.get('mailbox'), undefined);
    return c.body(null, 204);
  });

  return app;
};
