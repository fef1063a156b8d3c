import { Hono } from 'hono';
import { type GmailVariables, requireScope } from './bearer';
import { googleError } from './google-errors';
import { type MessageFormat, messageResource, parseStored } from './message-format';
import { attachmentId } from './mime-payload';
import { page } from './paging';
import { matchesSearch, needsParsing, parseSearch } from './search-query';

const FORMATS: MessageFormat[] = ['minimal', 'metadata', 'full', 'raw'];

/** users.messages list/get, attachments and threads: everything that reads mail. */
export const messageRoutes = () => {
  const app = new Hono<{ Variables: GmailVariables }>();

  app.get('/gmail/v1/users/:userId/messages', async (c) => {
    const denied = requireScope(c, 'read');
    if (denied) return denied;
    const terms = parseSearch(c.req.query('q'));
    const labelIds = c.req.queries('labelIds') ?? [];
    const includeSpamTrash = c.req.query('includeSpamTrash') === 'true';
    const candidates = [...c.get('mailbox').messages]
      .reverse()
      .filter(
        (m) =>
          labelIds.every((label) => m.labelIds.includes(label)) &&
          (includeSpamTrash || !m.labelIds.some((l) => l === 'SPAM' || l === 'TRASH')),
      );
    const matching = [];
    for (const message of candidates) {
      const parsed = needsParsing(terms) ? await parseStored(message) : undefined;
      if (matchesSearch(message, terms, parsed)) matching.push(message);
    }
    const { slice, next } = page(
      matching,
      c.req.query('pageToken'),
      c.req.query('maxResults'),
      500,
    );
    return c.json({
      ...(slice.length ? { messages: slice.map((m) => ({ id: m.id, threadId: m.threadId })) } : {}),
      ...(next ? { nextPageToken: next } : {}),
      resultSizeEstimate: matching.length,
    });
  });

  app.get('/gmail/v1/users/:userId/messages/:id', async (c) => {
    const denied = requireScope(c, 'read');
    if (denied) return denied;
    const message = c.get('mailbox').messages.find((m) => m.id === c.req.param('id'));
    if (!message) return googleError(c, 404, 'Requested entity was not found.');
    const format = (c.req.query('format') ?? 'full') as MessageFormat;
    if (!FORMATS.includes(format))
      return googleError(c, 400, `Invalid value at 'format' (${format})`);
    return c.json(await messageResource(message, format, c.req.queries('metadataHeaders') ?? []));
  });

  app.get('/gmail/v1/users/:userId/messages/:id/attachments/:attachmentId', async (c) => {
    const denied = requireScope(c, 'read');
    if (denied) return denied;
    const message = c.get('mailbox').messages.find((m) => m.id === c.req.param('id'));
    const parsed = message ? await parseStored(message) : undefined;
    const index =
      parsed?.attachments.findIndex(
        (_, i) => message && attachmentId(message.id, i) === c.req.param('attachmentId'),
      ) ?? -1;
    const file = parsed?.attachments[index];
    if (!file) return googleError(c, 404, 'Requested entity was not found.');
    return c.json({
      attachmentId: c.req.param('attachmentId'),
      size: file.size,
      data: file.content.toString('base64url'),
    });
  });

  app.get('/gmail/v1/users/:userId/threads/:id', async (c) => {
    const denied = requireScope(c, 'read');
    if (denied) return denied;
    const messages = c.get('mailbox').messages.filter((m) => m.threadId === c.req.param('id'));
    if (messages.length === 0) return googleError(c, 404, 'Requested entity was not found.');
    const format = (c.req.query('format') ?? 'full') as MessageFormat;
    const resources = await Promise.all(messages.map((m) => messageResource(m, format)));
    return c.json({
      id: c.req.param('id'),
      historyId: messages.at(-1)?.historyId,
      messages: resources,
    });
  });

  return app;
};
