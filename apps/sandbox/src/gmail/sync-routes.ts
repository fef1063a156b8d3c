import { Hono } from 'hono';
import { type GmailVariables, requireScope } from './bearer';
import { googleError } from './google-errors';
import { page } from './paging';

const HISTORY_KEYS: Record<string, string> = {
  messageAdded: 'messagesAdded',
  labelAdded: 'labelsAdded',
  labelRemoved: 'labelsRemoved',
};

/** users.getProfile and users.history.list: the mailbox's history id and what changed since one. */
export const syncRoutes = () => {
  const app = new Hono<{ Variables: GmailVariables }>();

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

  app.get('/gmail/v1/users/:userId/history', (c) => {
    const denied = requireScope(c, 'read');
    if (denied) return denied;
    const box = c.get('mailbox');
    const start = Number(c.req.query('startHistoryId'));
    if (!Number.isInteger(start) || start <= 0)
      return googleError(c, 400, 'Invalid startHistoryId');
    if (start > box.historyId) return googleError(c, 404, 'Requested entity was not found.');
    const types = c.req.queries('historyTypes') ?? [];
    const labelId = c.req.query('labelId');
    const records = box.history.filter(
      (record) =>
        Number(record.id) > start &&
        (types.length === 0 || types.some((t) => HISTORY_KEYS[t] && HISTORY_KEYS[t] in record)) &&
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

  return app;
};
