import { ApiErrorSchema, INPUT_MESSAGES, InvoiceSchema } from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../support/api-client';
import { DEMO_ORG, startTestServer, type TestServer } from '../support/test-server';

/** The field messages of a 400 answer, keyed by path. */
const issues = (body: unknown) => {
  const error = ApiErrorSchema.parse(body);
  const list = (error.details as { issues: { path: string; message: string }[] }).issues;
  return Object.fromEntries(list.map((issue) => [issue.path, issue.message]));
};

// Each kind of bad input answers a clear 400 and stores nothing (no amount stored as 0).
describe('bad input answers a clear 400 and changes nothing', () => {
  let server: TestServer;
  let api: ApiClient;
  const readReady = async () =>
    InvoiceSchema.parse((await api.get('/api/invoices/inv_demo_ready')).body);
  beforeAll(async () => {
    server = await startTestServer('default');
    api = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
  });
  afterAll(() => server?.close());

  it('refuses NUL characters in path ids, query parameters and the OAuth state', async () => {
    for (const path of [
      '/api/invoices/inv%00demo',
      '/api/tasks/%00',
      '/api/workflow-runs/invoice/a%00b',
      '/api/tasks?status=%00',
      '/api/threads?limit=1e20',
    ]) {
      const answer = await api.get(path);
      expect(answer.status, path).toBe(400);
      expect(ApiErrorSchema.parse(answer.body).error).toBe('validation_error');
    }
    for (const service of ['gmail', 'quickbooks']) {
      const answer = await fetch(
        `${server.baseUrl}/api/${service}/oauth/callback?code=c&state=a%00b`,
        { redirect: 'manual' },
      );
      expect(answer.status).toBe(400);
      expect(issues(await answer.json())).toEqual({ state: INPUT_MESSAGES.unsafeText });
    }
  });

  it('refuses NUL and lone surrogates in body text, however the JSON spells them', async () => {
    const before = await readReady();
    const nul = await api.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_ready',
      invoice_number: 'INV\u0000',
    });
    expect(nul.status).toBe(400);
    expect(issues(nul.body)).toEqual({ invoice_number: INPUT_MESSAGES.unsafeText });
    const surrogate = await api.call(
      'PATCH',
      '/api/invoices/inv_demo_ready',
      '{"invoice_id":"inv_demo_ready","payment_terms":"Net \\ud800 30"}',
      { 'Content-Type': 'application/json' },
    );
    expect(surrogate.status).toBe(400);
    expect(issues(surrogate.body)).toEqual({ payment_terms: INPUT_MESSAGES.unsafeText });
    const thread = await api.post('/api/threads/input', {
      thread_id: 'thr\u0000',
      user_input: 'hi \udc00',
    });
    expect(thread.status).toBe(400);
    expect(Object.keys(issues(thread.body)).sort()).toEqual(['thread_id', 'user_input']);
    expect(await readReady()).toEqual(before);
  });

  it('refuses out-of-range money, quantities, dates and currencies instead of storing them', async () => {
    const before = await readReady();
    const answer = await api.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_ready',
      amount: 1e20,
      due_date: '0000-01-01',
      currency: 'usd',
      items: [{ quantity: 1e20 }, { quantity: -1, amount: 1e308 }, { rate: -3 }],
    });
    expect(answer.status).toBe(400);
    expect(issues(answer.body)).toEqual({
      amount: INPUT_MESSAGES.amountTooLarge,
      due_date: INPUT_MESSAGES.dateRange,
      currency: INPUT_MESSAGES.currency,
      'items.0.quantity': INPUT_MESSAGES.quantityTooLarge,
      'items.1.quantity': INPUT_MESSAGES.quantityNegative,
      'items.1.amount': INPUT_MESSAGES.amountTooLarge,
      'items.2.rate': INPUT_MESSAGES.amountNegative,
    });
    expect(ApiErrorSchema.parse(answer.body).message).toBe(
      `Invalid request body. due_date: ${INPUT_MESSAGES.dateRange} (and 6 more)`,
    );
    for (const [field, value] of [
      ['amount', 1e308],
      ['amount', -10],
      ['currency', '€€€'],
      ['currency', '123'],
    ] as const) {
      const one = await api.patch('/api/invoices/inv_demo_ready', {
        invoice_id: 'inv_demo_ready',
        [field]: value,
      });
      expect(one.status, `${field}=${value}`).toBe(400);
    }
    expect(await readReady()).toEqual(before);
  });

  it('refuses 200 KB strings and 2,000 recipients', async () => {
    const long = await api.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_ready',
      payment_terms: 'x'.repeat(200_000),
    });
    expect(long.status).toBe(400);
    expect(issues(long.body)).toEqual({ payment_terms: INPUT_MESSAGES.tooLong(2000) });
    const recipients = Array.from({ length: 2000 }, (_, i) => `v${i}@vendor.test`);
    const email = await api.put('/api/tasks/task_demo_email_pending/parameters', {
      to: recipients,
      subject: 'Invoice',
      body: 'Hello',
    });
    expect(email.status).toBe(400);
    expect(issues(email.body)).toEqual({ to: INPUT_MESSAGES.tooManyRecipients });
  });
});
