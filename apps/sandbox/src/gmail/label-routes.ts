import { Hono } from 'hono';
import { type GmailVariables, requireScope } from './bearer';
import { googleError } from './google-errors';
import type { MailStore } from './mail-store';
import { SYSTEM_LABELS } from './model';

/** users.labels list/create and users.messages.modify: the product marks mail it has processed. */
export const labelRoutes = (mail: MailStore) => {
  const app = new Hono<{ Variables: GmailVariables }>();
  app.get('/gmail/v1/users/:userId/labels', (c) => {
    const denied = requireScope(c, 'read');
    if (denied) return denied;
    const system = SYSTEM_LABELS.map((id) => ({ id, name: id, type: 'system' }));
    const user = (c.get('mailbox').userLabels ?? []).map((label) => ({
      ...label,
      type: 'user',
      messageListVisibility: 'show',
      labelListVisibility: 'labelShow',
    }));
    return c.json({ labels: [...system, ...user] });
  });
  app.post('/gmail/v1/users/:userId/labels', async (c) => {
    const denied = requireScope(c, 'modify');
    if (denied) return denied;
    const body = (await c.req.json().catch(() => ({}))) as { name?: string };
    if (!body.name?.trim()) return googleError(c, 400, 'Invalid label name');
    const label = mail.createLabel(c.get('mailbox'), body.name.trim());
    if (!label) return googleError(c, 409, 'Label name exists or conflicts');
    return c.json({
      ...label,
      type: 'user',
      messageListVisibility: 'show',
      labelListVisibility: 'labelShow',
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

  return app;
};
