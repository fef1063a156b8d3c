import { Hono } from 'hono';
import { z } from 'zod';
import type { MailStore } from './mail-store';
import { SenderVerdictsSchema } from './sender-authentication';

// A domain as mail headers name it, or `*` for every domain without an entry of its own.
const DomainSchema = z.union([z.literal('*'), z.string().regex(/^[a-z0-9.-]+\.[a-z0-9-]+$/i)]);

/**
 * Test control of what Gmail's receiving servers conclude about senders:
 * `PUT /__sandbox/sender-authentication/{domain}` with `{dkim?, spf?, dmarc?}` (each `pass`,
 * `fail`, `softfail`, `neutral`, `none`, `temperror` or `permerror`), `GET` lists them,
 * `DELETE …/{domain}` or `DELETE /__sandbox/sender-authentication` removes them.
 */
export const senderAuthenticationRoutes = (mail: MailStore) => {
  const app = new Hono();
  const base = '/__sandbox/sender-authentication';
  app.get(base, (c) => c.json({ domains: mail.senderAuthentication() }));
  app.put(`${base}/:domain`, async (c) => {
    const domain = DomainSchema.safeParse(c.req.param('domain'));
    const verdicts = SenderVerdictsSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!domain.success) return c.json({ error: 'Not a domain (or *)' }, 400);
    if (!verdicts.success) return c.json({ error: z.prettifyError(verdicts.error) }, 400);
    mail.setSenderAuthentication(domain.data, verdicts.data);
    return c.json({ domain: domain.data.toLowerCase(), verdicts: verdicts.data });
  });
  app.delete(`${base}/:domain`, (c) => {
    mail.setSenderAuthentication(c.req.param('domain'), undefined);
    return c.body(null, 204);
  });
  app.delete(base, (c) => {
    for (const domain of Object.keys(mail.senderAuthentication()))
      mail.setSenderAuthentication(domain, undefined);
    return c.body(null, 204);
  });
  return app;
};
