import { ApiErrorSchema, INPUT_MESSAGES, InvoiceSchema } from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../support/api-client';
import { DEMO_ORG, startTestServer, type TestServer } from '../support/test-server';

const PUSH_TOKEN = 'push-token-of-this-test';

// Two checks of the security review, against the real server process.
describe('the push checks its token first; a save refuses amounts sent as text', () => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer('default', { GMAIL_PUSH_TOKEN: PUSH_TOKEN });
    api = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
  });
  afterAll(() => server?.close());

  const push = (query: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/gmail/push${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });

  const notification = JSON.stringify({
    message: {
      data: Buffer.from(
        JSON.stringify({ emailAddress: 'nobody@acme.test', historyId: 1 }),
      ).toString('base64'),
    },
  });

  it('answers 401 without the token whatever the body, and says nothing about the body', async () => {
    const bodies = ['', 'not json', '{}', '{"message":{}}', '[1,2]', notification];
    for (const body of bodies) {
      for (const [query, headers] of [
        ['', {}],
        ['?token=wrong', {}],
        ['', { Authorization: 'Bearer wrong' }],
      ] as const) {
        const answer = await push(query, body, headers);
        const error = ApiErrorSchema.parse(await answer.json());
        expect(answer.status, `${query} ${body}`).toBe(401);
        expect(error).toEqual({ error: 'unauthorized', message: 'Push token missing or wrong' });
      }
    }
  });

  it('with the token, validates the body as before (400) and acknowledges a notification', async () => {
    const invalid = await push(`?token=${PUSH_TOKEN}`, '{"message":{}}');
    expect(invalid.status).toBe(400);
    expect(ApiErrorSchema.parse(await invalid.json()).error).toBe('validation_error');
    const bearer = await push('', notification, { Authorization: `Bearer ${PUSH_TOKEN}` });
    expect(bearer.status).toBe(204);
  });

  it('refuses an amount sent as text ("0" too) with 400 and keeps the invoice', async () => {
    const before = InvoiceSchema.parse((await api.get('/api/invoices/inv_demo_ready')).body);
    for (const amount of ['0', '12.50', '']) {
      const answer = await api.patch('/api/invoices/inv_demo_ready', {
        invoice_id: 'inv_demo_ready',
        amount,
      });
      expect(answer.status, amount).toBe(400);
      const error = ApiErrorSchema.parse(answer.body);
      expect(error.details).toEqual({
        issues: [{ path: 'amount', message: INPUT_MESSAGES.amountNotNumber }],
      });
    }
    const items = await api.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_ready',
      items: [{ description: 'x', quantity: '1', rate: 5, amount: '5' }],
    });
    expect(items.status).toBe(400);
    const paths = (
      ApiErrorSchema.parse(items.body).details as { issues: { path: string }[] }
    ).issues.map((issue) => issue.path);
    expect(paths.sort()).toEqual(['items.0.amount', 'items.0.quantity']);
    const after = InvoiceSchema.parse((await api.get('/api/invoices/inv_demo_ready')).body);
    expect(after).toEqual(before);

    const saved = await api.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_ready',
      amount: before.amount + 1,
    });
    expect(saved.status).toBe(200);
    expect(InvoiceSchema.parse(saved.body).amount).toBe(before.amount + 1);
  });
});
