import { randomUUID } from 'node:crypto';
import { InvoiceListSchema } from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../support/api-client';
import { invoicePdf } from '../support/invoice-pdf';
import {
  AP_MAILBOX,
  eventually,
  type IntakeHarness,
  startIntakeHarness,
} from '../support/mail-intake-harness';
import { signIn } from '../support/sandbox-browser';

const METRICS_TOKEN = 'metrics-token-of-the-log-test';
// A vendor's bank numbers, in an e-mail to the AP mailbox and in a reply the AP team edits.
const ACCOUNT_NUMBER = '000987654321';
const ROUTING_NUMBER = '026009593';
const MAIL_TEXT = `Remit to account ${ACCOUNT_NUMBER}, routing ${ROUTING_NUMBER}. Kind regards, Ops Test`;
const COOKIE_VALUE = 'session-cookie-of-the-log-test';

type LogLine = Record<string, unknown> & { msg: string; level: string };

/**
 * Logs and metrics of the real API process (its in-process worker included) while it serves
 * requests and turns an e-mailed PDF into an invoice: JSON lines with request, organisation
 * and job ids, and none of the secrets the requests and the e-mail carried.
 */
describe('JSON logs and Prometheus metrics of the API process', () => {
  let h: IntakeHarness;
  let token: string;
  beforeAll(async () => {
    h = await startIntakeHarness({ LOG_LEVEL: 'debug', METRICS_TOKEN });
    token = await signIn(h.sandbox.urls.auth, AP_MAILBOX, 'demo-password', 'org_demo');
  });
  afterAll(() => h?.stop());

  const logLines = (): LogLine[] =>
    h.server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LogLine);

  const metrics = async () => {
    const answer = await fetch(`${h.server.baseUrl}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    return answer.text();
  };

  it('serves requests and an e-mailed invoice carrying tokens and bank numbers', {
    timeout: 120_000,
  }, async () => {
    const api = createApiClient(h.server.baseUrl, token, { Cookie: `session=${COOKIE_VALUE}` });
    const traced = await api.get('/api/invoices/inv_demo_ready', { 'X-Request-Id': 'ops-req-1' });
    expect(traced.status).toBe(200);
    expect(traced.headers.get('x-request-id')).toBe('ops-req-1');
    const untraced = await api.get('/api/invoices/inv_demo_paid');
    expect(untraced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A bank number in a request the server refuses, and in one it stores.
    expect(
      (await api.patch('/api/invoices/inv_demo_ready', { amount: ACCOUNT_NUMBER })).status,
    ).toBe(400);
    const edited = await api.put('/api/tasks/task_demo_email_pending/parameters', {
      to: ['hello@greenleaf.test'],
      subject: 'Bank details',
      body: `Please confirm: ${MAIL_TEXT}`,
    });
    expect(edited.status).toBe(200);

    await h.sendMail({
      from: 'Northwind Billing <billing@northwind.test>',
      to: AP_MAILBOX,
      subject: 'Invoice NW-OPS-1',
      text: MAIL_TEXT,
      attachments: [
        {
          filename: 'NW-OPS-1.pdf',
          contentType: 'application/pdf',
          content: await invoicePdf({
            vendor: 'Northwind Traders Inc.',
            vendorEmail: 'billing@northwind.test',
            number: 'NW-OPS-1',
            issueDate: '2026-11-02',
            dueDate: '2026-12-02',
            items: [
              { description: 'Copier paper A4', quantity: '10', rate: '45.00', amount: '450.00' },
            ],
            subtotal: '450.00',
            tax: '0.00',
            total: '450.00',
          }),
        },
      ],
    });
    await eventually(async () => {
      const list = InvoiceListSchema.parse((await api.get('/api/admin/invoices')).body);
      return list.find((invoice) => invoice.invoice_number === 'NW-OPS-1');
    }, 'the e-mailed invoice in the list');
    // Job lines are written as jobs end: wait for the message job's.
    await eventually(
      async () =>
        logLines().find((l) => l.msg === 'job completed' && l.queue === 'mail-intake-message'),
      'the message job logged',
    );
  });

  it('writes one JSON line per request with its id, route and organisation', () => {
    const requests = logLines().filter((line) => line.msg === 'request');
    const traced = requests.find((line) => line.reqId === 'ops-req-1');
    expect(traced).toMatchObject({
      level: 'info',
      name: 'api',
      method: 'GET',
      path: '/api/invoices/inv_demo_ready',
      route: '/api/invoices/:id',
      status: 200,
      orgId: 'org_demo',
    });
    expect(typeof traced?.ms).toBe('number');
    for (const line of requests) expect(line.reqId).toEqual(expect.any(String));
    // The push URL carries its token in the query: the logged path has none.
    const pushes = requests.filter((line) => line.route === '/api/gmail/push');
    expect(pushes.length).toBeGreaterThan(0);
    for (const line of pushes) expect(line.path).toBe('/api/gmail/push');
  });

  it('puts the job id, queue and organisation on job lines', () => {
    const job = logLines().find(
      (line) => line.msg === 'job completed' && line.queue === 'mail-intake-message',
    );
    expect(job).toMatchObject({ level: 'debug', orgId: 'org_demo' });
    expect(job?.jobId).toEqual(expect.any(String));
    expect(job?.reqId).toBeUndefined();
  });

  it('never logs a token, a cookie, a bank number or the text of an e-mail', () => {
    const output = h.server.output();
    const pushToken = new URL(h.pushUrl).searchParams.get('token') ?? '';
    for (const secret of [
      token,
      pushToken,
      COOKIE_VALUE,
      ACCOUNT_NUMBER,
      ROUTING_NUMBER,
      'Kind regards, Ops Test',
    ]) {
      expect(secret.length).toBeGreaterThan(8);
      expect(output).not.toContain(secret);
    }
  });

  it('answers /metrics only with the token', async () => {
    const without = await fetch(`${h.server.baseUrl}/metrics`);
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toContain('Bearer');
    const wrong = await fetch(`${h.server.baseUrl}/metrics`, {
      headers: { Authorization: `Bearer ${randomUUID()}` },
    });
    expect(wrong.status).toBe(401);
  });

  it('exposes latency by route template, queues, intake, extraction and payments', async () => {
    const text = await metrics();
    expect(text).toMatch(
      /^ap_http_request_duration_seconds_count\{method="GET",route="\/api\/invoices\/:id",status="200"\} [2-9]/m,
    );
    // Ids never become label values.
    expect(text).not.toContain('inv_demo_ready');
    expect(text).toMatch(/^ap_jobs_queued\{queue="mail-intake-message"\} \d+$/m);
    expect(text).toMatch(/^ap_jobs_active\{queue="assistant-review"\} \d+$/m);
    expect(text).toMatch(/^ap_jobs_failed\{queue="payments\.submit"\} \d+$/m);
    expect(text).toMatch(
      /^ap_job_runs_total\{queue="mail-intake-message",outcome="completed"\} [1-9]/m,
    );
    expect(text).toMatch(/^ap_intake_latency_seconds_count [1-9]/m);
    expect(text).toMatch(/^ap_extraction_duration_seconds_count [1-9]/m);
    // The demo organisation's paid invoice has one completed payment.
    expect(text).toMatch(/^ap_payments\{state="completed"\} 1$/m);
    expect(text).toMatch(/^ap_payments\{state="failed"\} 0$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });
});
