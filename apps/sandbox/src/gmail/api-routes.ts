import { Hono } from 'hono';
import type { FaultState } from '../faults/fault-state';
import type { JsonStore } from '../store/json-store';
import { type GmailVariables, gmailBearer, requireScope } from './bearer';
import { googleError } from './google-errors';
import { labelRoutes } from './label-routes';
import type { MailStore } from './mail-store';
import { attachmentId, type MessageFormat, messageResource, parseStored } from './message-format';
import type { GmailState } from './model';
import { matchesSearch, needsParsing, parseSearch } from './search-query';
import { sendRoutes } from './send-routes';

const FORMATS: MessageFormat[] = ['minimal', 'metadata', 'full', 'raw'];

const page = <T>(
  items: T[],
  pageToken: string | undefined,
  maxResults: string | undefined,
  cap: number,
) => {
  const start = Number(pageToken ?? 0) || 0;
  const size = Math.min(Number(maxResults ?? cap) || cap, cap);
  const slice = items.slice(start, start + size);
  return { slice, next: start + size < items.length ? String(start + size) : undefined };
};

/** The Gmail REST subset the product calls, under /gmail/v1/users/{userId}. */
export const gmailApiRoutes = (
  store: JsonStore<GmailState>,
  mail: MailStore,
  faults: FaultState,
): Hono => {
  const app = new Hono<{ Variables: GmailVariables }>();
  app.use('/gmail/v1/users/:userId/*', gmailBearer(store, mail, faults));
  app.use('/upload/gmail/v1/users/:userId/*', gmailBearer(store, mail, faults));

  app.get('/gmail/v1/users/:userId/profile', (c) => {
    const box = c.get('mailbox');
    const threads = new Set(box.messages.map((m) => m.threadId));
    return (
      requireScope(c, 'read') ??
      c.json({
        emailAddress: box.address,
        messagesTotal: box.messages.length,
        threadsTotal: threads.size,
        historyId: String(box.historyId),
      })
    );
  });

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

  app.post('/gmail/v1/users/:userId/messages/:id/modify', async (c) => {
    const denied = requireScope(c, 'modify');
    if (denied) return denied;
    const box = c.get('mailbox');
    const message = box.messages.find((m) => m.id === c.req.param('id'));
    if (!message) return googleError(c, 404, 'Requested entity was not found.');
    const body = (await c.req.json().catch(() => ({}))) as {
      addLabelIds?: string[];
      removeLabelIds?: string[];
    };
    const named = [...(body.addLabelIds ?? []), ...(body.removeLabelIds ?? [])];
    const unknown = named.find((id) => !mail.knowsLabel(box, id));
    if (unknown) return googleError(c, 400, `Invalid label: ${unknown}`);
    const updated = mail.modifyLabels(
      box,
      message,
      body.addLabelIds ?? [],
      body.removeLabelIds ?? [],
    );
    return c.json({ id: updated.id, threadId: updated.threadId, labelIds: updated.labelIds });
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

  app.get('/gmail/v1/users/:userId/history', (c) => {
    const denied = requireScope(c, 'read');
    if (denied) return denied;
    const box = c.get('mailbox');
    const start = Number(c.req.query('startHistoryId'));
    if (!Number.isInteger(start) || start <= 0)
      return googleError(c, 400, 'Invalid startHistoryId');
    if (start > box.historyId) return googleError(c, 404, 'Requested entity was not found.');
    const types = c.req.queries('historyTypes') ?? [];
    const typeKey: Record<string, string> = {
      messageAdded: 'messagesAdded',
      labelAdded: 'labelsAdded',
      labelRemoved: 'labelsRemoved',
    };
    const labelId = c.req.query('labelId');
    const records = box.history.filter(
      (record) =>
        Number(record.id) > start &&
        (types.length === 0 || types.some((t) => typeKey[t] && typeKey[t] in record)) &&
        (!labelId ||
          box.messages.some(
            (m) => record.messages.some((r) => r.id === m.id) && m.labelIds.includes(labelId),
          )),
    );
    const { slice, next } = page(records, c.req.query('pageToken'), c.req.query('maxResults'), 500);
    return c.json({
      ...(slice.length ? { history: slice } : {}),
      ...(next ? { nextPageToken: next } : {}),
      historyId: String(box.historyId),
    });
  });

  app.route('/', sendRoutes(mail));
  app.route('/', labelRoutes(mail));
  return app as unknown as Hono;
};
