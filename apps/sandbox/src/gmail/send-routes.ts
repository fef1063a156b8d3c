import { type Context, Hono } from 'hono';
import { type GmailVariables, requireScope } from './bearer';
import { googleError } from './google-errors';
import type { MailStore } from './mail-store';

/** Takes the RFC 822 message out of a JSON, media or multipart/related upload body. */
const rawMessageOf = async (request: Request): Promise<{ raw?: Buffer; threadId?: string }> => {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await request.json().catch(() => ({}))) as { raw?: string; threadId?: string };
    return {
      ...(body.raw ? { raw: Buffer.from(body.raw, 'base64url') } : {}),
      ...(body.threadId ? { threadId: body.threadId } : {}),
    };
  }
  const body = Buffer.from(await request.arrayBuffer());
  const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
  if (!boundary) return { raw: body };
  // multipart/related: a JSON metadata part, then the message itself.
  const parts = body.toString('latin1').split(`--${boundary}`).slice(1, -1);
  const messagePart = parts.find(
    (part) => !/content-type:\s*application\/json/i.test(part.split(/\r?\n\r?\n/)[0] ?? ''),
  );
  if (!messagePart) return {};
  const content = messagePart
    .replace(/^\r?\n/, '')
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\r\n\r\n')
    .replace(/\r?\n$/, '');
  return { raw: Buffer.from(content, 'latin1') };
};

/** users.messages.send: files the message as SENT and delivers it to every local recipient. */
export const sendRoutes = (mail: MailStore) => {
  const app = new Hono<{ Variables: GmailVariables }>();
  const send = async (c: Context<{ Variables: GmailVariables }>) => {
    const denied = requireScope(c, 'send');
    if (denied) return denied;
    const { raw } = await rawMessageOf(c.req.raw);
    if (!raw || raw.length === 0)
      return googleError(
        c,
        400,
        "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
      );
    const recipients = await mail.recipients(raw);
    if (recipients.length === 0) return googleError(c, 400, 'Invalid To header');
    const sent = await mail.deliver(c.get('mailbox').address, raw, ['SENT']);
    for (const address of recipients) await mail.deliver(address, raw, ['INBOX', 'UNREAD']);
    return c.json({ id: sent.id, threadId: sent.threadId, labelIds: sent.labelIds });
  };
  app.post('/gmail/v1/users/:userId/messages/send', send);
  app.post('/upload/gmail/v1/users/:userId/messages/send', send);
  return app;
};
