import { createHmac, randomUUID } from 'node:crypto';
import {
  AuthorizeResponseSchema,
  type Invoice,
  InvoiceSchema,
  MoovTokenResponseSchema,
  PayInvoiceResponseSchema,
  TaskActionResponseSchema,
  TaskSchema,
  type WorkflowRun,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import { freePort, type SandboxUnderTest, startSandbox } from '@ap/sandbox/testing';
import { Moov } from '@moovio/sdk';
import type OAuthClient from 'intuit-oauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { quickbooksReader } from './support/connect-integrations';
import { consent, locationOf, signIn } from './support/sandbox-browser';
import { type ServerProcess, startServerProcess } from './support/server-process';

const APP_URL = 'http://localhost:5173';
const REALM = '9341453050298464';
const FACILITATOR = 'b6e9a7a0-5f1e-4c1e-9a51-ac3e00000001';
const WEBHOOK_SECRET = 'payment-execution-webhook-secret';

// biome-ignore lint/suspicious/noExplicitAny: QuickBooks' JSON is read field by field.
type Json = { [key: string]: any };

/** Waits for `probe` to return a value (generous deadline; never a fixed sleep as assertion). */
const eventually = async <T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((tick) => setTimeout(tick, 100));
  }
};

const today = () => new Date().toISOString().slice(0, 10);
const plusDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/**
 * Paying for real: the API server (jobs in-process on PGlite) against the sandbox process.
 * Transfers move only when the test advances them (SANDBOX_MOOV_TRANSFER_STEP_MS is an hour),
 * and the sandbox delivers Moov's signed webhooks to the API's /api/moov/webhooks.
 */
describe('payment execution: Moov transfers, webhooks and QuickBooks bookkeeping', {
  timeout: 90_000,
}, () => {
  let sandbox: SandboxUnderTest;
  let server: ServerProcess;
  let api: ApiClient;
  const platform = () =>
    new Moov({
      security: { username: 'sandbox-moov-public', password: 'sandbox-moov-secret' },
      serverURL: sandbox.urls.moov,
      retryConfig: { strategy: 'none' },
    });
  let books: OAuthClient;

  beforeAll(async () => {
    const port = await freePort();
    sandbox = await startSandbox({
      APP_URL,
      SANDBOX_MOOV_WEBHOOK_URL: `http://127.0.0.1:${port}/api/moov/webhooks`,
      SANDBOX_MOOV_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SANDBOX_MOOV_TRANSFER_STEP_MS: '3600000',
    });
    server = await startServerProcess({
      API_PORT: String(port),
      API_URL: `http://127.0.0.1:${port}`,
      APP_URL,
      SEED_DEMO: 'true',
      PROPELAUTH_AUTH_URL: sandbox.urls.auth,
      QUICKBOOKS_OAUTH_URL: sandbox.urls.quickbooks,
      QUICKBOOKS_API_URL: sandbox.urls.quickbooks,
      MOOV_API_URL: sandbox.urls.moov,
      MOOV_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    const token = await signIn(sandbox.urls.auth, 'ap@acme.test', 'demo-password', 'org_demo');
    api = createApiClient(server.baseUrl, token);

    // QuickBooks connected through Intuit OAuth.
    const authorize = AuthorizeResponseSchema.parse(
      (await api.post('/api/quickbooks/oauth/authorize')).body,
    ).auth_url;
    const callback = await consent(authorize, 'Connect to QuickBooks', { realmId: REALM });
    locationOf(await fetch(callback, { redirect: 'manual' }));

    // The org's Moov account with its bank account, made through the onboarding widget's calls.
    const onboarding = MoovTokenResponseSchema.parse(
      (await api.post('/api/moov/onboarding-token')).body,
    ).token;
    const widget = (accessToken: string) =>
      new Moov({ accessToken, serverURL: sandbox.urls.moov, retryConfig: { strategy: 'none' } });
    const { result: account } = await widget(onboarding).accounts.create({
      accountType: 'business',
      profile: { business: { legalBusinessName: 'Acme Corp', email: 'ap@acme.test' } },
    });
    const scoped = MoovTokenResponseSchema.parse(
      (
        await api.post('/api/moov/update-token', {
          account_id: account.accountID,
          resource_type: 'account',
        })
      ).body,
    ).token;
    await widget(scoped).bankAccounts.link({
      accountID: account.accountID,
      linkBankAccount: {
        account: {
          holderName: 'Acme Corp',
          holderType: 'business',
          accountNumber: '0001112223334',
          bankAccountType: 'checking',
          routingNumber: '011000015',
        },
      },
    });
    expect(
      (await api.post('/api/moov/save-account', { account_id: account.accountID })).status,
    ).toBe(200);
    // Paying is not a protected action here: pay queues at once (except over $10,000).
    expect(
      (
        await api.put('/api/organization/settings/payment-protection', {
          payment_execution_protected: false,
        })
      ).status,
    ).toBe(200);

    // The test's own view of the QuickBooks company.
    books = await quickbooksReader(sandbox.urls.quickbooks, 'api-test-reader');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await sandbox?.stop();
  });

  const transfersAtMoov = async () =>
    (await platform().transfers.list({ accountID: FACILITATOR })).result;
  const transfersOf = async (cents: number) =>
    (await transfersAtMoov()).filter((t) => t.amount.value === cents);
  const advance = async (transferId: string) => {
    const answer = await fetch(`${sandbox.urls.moov}/__sandbox/transfers/${transferId}/advance`, {
      method: 'POST',
    });
    expect(answer.ok).toBe(true);
  };
  const invoice = async (id: string): Promise<Invoice> =>
    InvoiceSchema.parse((await api.get(`/api/invoices/${id}`)).body);
  const runs = async (id: string): Promise<WorkflowRun[]> =>
    WorkflowRunListSchema.parse((await api.get(`/api/workflow-runs/invoice/${id}`)).body);
  const eventMessages = async (id: string) =>
    (await runs(id)).flatMap((r) => r.events.map((e) => `${e.node_name}: ${e.message}`));
  const qbo = async (text: string, entity: string): Promise<Json[]> => {
    const answer = await books.makeApiCall({
      url: `${sandbox.urls.quickbooks}/v3/company/${REALM}/query?query=${encodeURIComponent(text)}`,
    });
    return ((answer.json as Json).QueryResponse?.[entity] ?? []) as Json[];
  };
  const pay = async (id: string) => {
    const answer = await api.post(`/api/invoices/${id}/pay`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return PayInvoiceResponseSchema.parse(answer.body);
  };
  /** Moov's webhook as the sandbox signs it, posted by the test itself. */
  const postWebhook = (event: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
    const timestamp = new Date().toISOString();
    const nonce = randomUUID();
    const webhookId = randomUUID();
    return fetch(`${server.baseUrl}/api/moov/webhooks`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-webhook-id': webhookId,
        'x-signature': createHmac('sha512', secret)
          .update(`${timestamp}|${nonce}|${webhookId}`)
          .digest('hex'),
      },
      body: JSON.stringify(event),
    });
  };

  it('pays an invoice with exactly one ACH transfer, books vendor and coded bill, and ends paid by webhook with its dates', async () => {
    const before = await invoice('inv_demo_ready');
    const cents = Math.round(before.amount * 100);
    const queued = await pay('inv_demo_ready');
    expect(queued).toMatchObject({ outcome: 'queued', payment: { status: 'queued' } });

    const [transfer] = await eventually(async () => {
      const found = await transfersOf(cents);
      return found.length ? found : undefined;
    }, 'the transfer at Moov');
    if (!transfer) throw new Error('no transfer');
    expect(transfer.destination.account.displayName).toMatch(/^Office Supplies Co/);
    expect(transfer.source.paymentMethodType).toBe('ach-debit-fund');
    expect(transfer.destination.paymentMethodType).toBe('ach-credit-standard');
    await eventually(
      async () =>
        (await eventMessages('inv_demo_ready')).find((m) => m.startsWith('Payment Submitted'))
          ? true
          : undefined,
      'the submission event',
    );
    // Asking again answers the same payment; still one transfer.
    expect((await pay('inv_demo_ready')).payment?.id).toBe(queued.payment?.id);

    // QuickBooks: the vendor and the bill with the line items' coding.
    const [bill] = await eventually(async () => {
      const found = await qbo("select * from Bill where DocNumber = 'INV-1001'", 'Bill');
      return found.length ? found : undefined;
    }, 'the bill in QuickBooks');
    const [vendor] = await qbo(
      "select * from Vendor where DisplayName = 'Office Supplies Co'",
      'Vendor',
    );
    expect(vendor).toBeDefined();
    expect(bill?.VendorRef.value).toBe(vendor?.Id);
    expect(bill?.TotalAmt).toBe(before.amount);
    expect(bill?.Line[0].AccountBasedExpenseLineDetail).toMatchObject({
      AccountRef: { value: '60', name: 'Office Expenses' },
      ClassRef: { name: 'Operations' },
      CustomerRef: { name: 'Acme HQ' },
      BillableStatus: 'NotBillable',
    });

    // created → pending → completed: each step is a signed webhook to the API.
    await advance(transfer.transferID);
    await advance(transfer.transferID);
    const paid = await eventually(async () => {
      const now = await invoice('inv_demo_ready');
      return now.status === 'paid' ? now : undefined;
    }, 'the invoice to be paid');
    expect(paid.payment_send_date).toBe(today());
    const messages = await eventMessages('inv_demo_ready');
    expect(messages.find((m) => m.startsWith('Payment Completed'))).toContain(
      `arrival date ${plusDays(today(), 4)}`,
    );
    expect((await runs('inv_demo_ready')).some((r) => r.trigger === 'payment_update')).toBe(true);

    // Then the bill payment against the bill.
    const [billPayment] = await eventually(async () => {
      const found = await qbo('select * from BillPayment', 'BillPayment');
      return found.length ? found : undefined;
    }, 'the bill payment in QuickBooks');
    expect(billPayment?.Line[0].LinkedTxn[0]).toEqual({ TxnId: bill?.Id, TxnType: 'Bill' });
    expect(await transfersOf(cents)).toHaveLength(1);
    expect(await qbo("select * from Bill where DocNumber = 'INV-1001'", 'Bill')).toHaveLength(1);

    // A duplicate webhook (same event id) and a replayed one change nothing; a forged one is refused.
    const event = {
      eventID: randomUUID(),
      type: 'transfer.updated',
      data: { accountID: FACILITATOR, transferID: transfer.transferID, status: 'completed' },
      createdOn: new Date().toISOString(),
    };
    const runsBefore = (await runs('inv_demo_ready')).length;
    expect((await postWebhook(event)).status).toBe(204);
    expect((await postWebhook(event)).status).toBe(204);
    expect((await postWebhook({ ...event, eventID: randomUUID() })).status).toBe(204);
    expect((await postWebhook(event, 'wrong-secret')).status).toBe(401);
    expect((await runs('inv_demo_ready')).length).toBe(runsBefore);
    expect(await invoice('inv_demo_ready')).toMatchObject({
      status: 'paid',
      payment_send_date: today(),
    });
  });

  it('ends a returned transfer failed with the ACH reason, and the invoice stays payable', async () => {
    // $1,000.02 is the sandbox's test amount for an ACH return R02 (account closed).
    const current = await invoice('inv_demo_overridden');
    const saved = await api.patch('/api/invoices/inv_demo_overridden', {
      invoice_id: 'inv_demo_overridden',
      vendor_id: current.vendor_id,
      amount: 1000.02,
      items: [{ description: 'Services', quantity: 1, rate: 1000.02, amount: 1000.02 }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const queued = await pay('inv_demo_overridden');
    expect(queued.outcome).toBe('queued');
    const [transfer] = await eventually(async () => {
      const found = await transfersOf(100002);
      return found.length ? found : undefined;
    }, 'the transfer at Moov');
    if (!transfer) throw new Error('no transfer');
    await advance(transfer.transferID);
    await advance(transfer.transferID);
    const failure = await eventually(
      async () =>
        (await eventMessages('inv_demo_overridden')).find((m) => m.startsWith('Payment Failed')),
      'the failure event',
    );
    expect(failure).toContain('ACH return R02: Account closed');
    const after = await invoice('inv_demo_overridden');
    expect(after.status).not.toBe('paid');
    expect(after.payment_send_date).toBe(current.payment_send_date);
    // The failed payment is no longer live: paying again drafts a new one. Paid through an
    // approved pay_invoice task this time, the task ends failed with the provider's reason.
    const protect = (on: boolean) =>
      api.put('/api/organization/settings/payment-protection', { payment_execution_protected: on });
    expect((await protect(true)).status).toBe(200);
    const again = await pay('inv_demo_overridden');
    expect(again.outcome).toBe('approval_required');
    const taskId = again.task?.id ?? '';
    expect((await api.post(`/api/tasks/${taskId}/approve`)).status).toBe(200);
    expect((await protect(false)).status).toBe(200);
    const [second] = await eventually(async () => {
      const found = (await transfersOf(100002)).filter((t) => t.transferID !== transfer.transferID);
      return found.length ? found : undefined;
    }, 'the second transfer at Moov');
    if (!second) throw new Error('no second transfer');
    await advance(second.transferID);
    await advance(second.transferID);
    const failedTask = await eventually(async () => {
      const task = TaskSchema.parse((await api.get(`/api/tasks/${taskId}`)).body);
      return task.status === 'failed' ? task : undefined;
    }, 'the pay_invoice task failed');
    expect(failedTask.error_message).toBe(
      'Payment failed at the provider: ACH return R02: Account closed',
    );
    expect(await eventMessages('inv_demo_overridden')).toContain(
      `Payment Failed: pay_invoice task ${taskId} marked failed: ACH return R02: Account closed`,
    );
  });

  it('a provider answer lost after acting is retried into the same transfer and the same bill', async () => {
    // Moov makes the transfer and QuickBooks the bill, but both answers are lost (504).
    const lose = async (url: string, path: string) =>
      expect(
        (
          await fetch(`${url}/__sandbox/lose-responses`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ path, method: 'POST', times: 1 }),
          })
        ).status,
      ).toBe(201);
    await lose(sandbox.urls.moov, `/accounts/${FACILITATOR}/transfers`);
    await lose(sandbox.urls.quickbooks, `/v3/company/${REALM}/bill`);
    // Over $10,000: approving the pending pay_invoice task queues it, to be sent today.
    const target = await invoice('inv_demo_high_value');
    const dated = await api.patch('/api/invoices/inv_demo_high_value', {
      invoice_id: target.id,
      vendor_id: target.vendor_id,
      amount: target.amount,
      payment_send_date: today(),
    });
    expect(dated.status, JSON.stringify(dated.body)).toBe(200);
    const approved = await api.post('/api/tasks/task_demo_pay_pending/approve');
    expect(TaskActionResponseSchema.parse(approved.body).status).toBe('executed');
    const cents = Math.round(target.amount * 100);
    await eventually(
      async () =>
        (await eventMessages('inv_demo_high_value')).some((m) => m.startsWith('Payment Submitted'))
          ? true
          : undefined,
      'the submission after the retry',
    );
    await eventually(
      async () =>
        (await eventMessages('inv_demo_high_value')).some((m) => m.startsWith('QuickBooks Bill'))
          ? true
          : undefined,
      'the bill after the retry',
    );
    expect(await transfersOf(cents)).toHaveLength(1);
    const number = target.invoice_number ?? '';
    expect(await qbo(`select * from Bill where DocNumber = '${number}'`, 'Bill')).toHaveLength(1);
    // The vendor was booked once, though two of its invoices were paid.
    expect(
      await qbo("select * from Vendor where DisplayName = 'Cloudly Hosting'", 'Vendor'),
    ).toHaveLength(1);
  });
});
