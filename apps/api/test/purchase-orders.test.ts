import {
  type Invoice,
  InvoiceSchema,
  PurchaseOrderListSchema,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import { freePort, type SandboxUnderTest, startSandbox } from '@ap/sandbox/testing';
import type OAuthClient from 'intuit-oauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import {
  connectMoov,
  connectQuickbooks,
  QUICKBOOKS_REALM,
  quickbooksReader,
} from './support/connect-integrations';
import { signIn } from './support/sandbox-browser';
import { type ServerProcess, startServerProcess } from './support/server-process';

const APP_URL = 'http://localhost:5173';

// biome-ignore lint/suspicious/noExplicitAny: QuickBooks' JSON is read field by field.
type Json = { [key: string]: any };

const eventually = async <T>(probe: () => Promise<T | undefined>, what: string): Promise<T> => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((tick) => setTimeout(tick, 100));
  }
};

/**
 * Two-way PO match against the QuickBooks stand-in: purchase orders an accountant made in
 * QuickBooks, read by the API, matched to invoices within the Admin's tolerance, and closed when
 * the bill is booked ('marking POs closed' unprotected by default).
 */
describe('purchase orders: matched within tolerance, closed on booking', {
  timeout: 90_000,
}, () => {
  let sandbox: SandboxUnderTest;
  let server: ServerProcess;
  let api: ApiClient;
  let books: OAuthClient;
  const qboUrl = (path: string) =>
    `${sandbox.urls.quickbooks}/v3/company/${QUICKBOOKS_REALM}/${path}`;
  const qboPost = async (entity: string, body: Json): Promise<Json> =>
    (
      (
        await books.makeApiCall({
          url: qboUrl(entity.toLowerCase()),
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json as Json
    )[entity];
  const qboQuery = async (text: string, entity: string): Promise<Json[]> =>
    (
      (await books.makeApiCall({ url: qboUrl(`query?query=${encodeURIComponent(text)}`) }))
        .json as Json
    ).QueryResponse?.[entity] ?? [];
  const eventMessages = async (id: string) =>
    WorkflowRunListSchema.parse((await api.get(`/api/workflow-runs/invoice/${id}`)).body).flatMap(
      (run) => run.events.map((e) => e.message),
    );
  const poCheck = (invoice: Invoice) =>
    invoice.checks.find((c) => c.name === 'purchase_order_matched');
  /** A purchase order for a vendor (created in QuickBooks first, as the accountant would). */
  const purchaseOrder = async (vendorName: string, docNumber: string, amounts: number[]) => {
    const [found] = await qboQuery(
      `select * from Vendor where DisplayName = '${vendorName}'`,
      'Vendor',
    );
    const vendor = found ?? (await qboPost('Vendor', { DisplayName: vendorName }));
    return qboPost('PurchaseOrder', {
      DocNumber: docNumber,
      VendorRef: { value: vendor.Id },
      Line: amounts.map((Amount) => ({
        Amount,
        DetailType: 'AccountBasedExpenseLineDetail',
        AccountBasedExpenseLineDetail: { AccountRef: { value: '7' } },
      })),
    });
  };

  beforeAll(async () => {
    const port = await freePort();
    sandbox = await startSandbox({ APP_URL, SANDBOX_MOOV_TRANSFER_STEP_MS: '3600000' });
    server = await startServerProcess({
      API_PORT: String(port),
      API_URL: `http://127.0.0.1:${port}`,
      APP_URL,
      SEED_DEMO: 'true',
      PROPELAUTH_AUTH_URL: sandbox.urls.auth,
      QUICKBOOKS_OAUTH_URL: sandbox.urls.quickbooks,
      QUICKBOOKS_API_URL: sandbox.urls.quickbooks,
      MOOV_API_URL: sandbox.urls.moov,
    });
    api = createApiClient(
      server.baseUrl,
      await signIn(sandbox.urls.auth, 'ap@acme.test', 'demo-password', 'org_demo'),
    );
    await connectQuickbooks(api);
    await connectMoov(api, sandbox.urls.moov);
    const unprotected = await api.put('/api/organization/settings/payment-protection', {
      payment_execution_protected: false,
    });
    expect(unprotected.status).toBe(200);
    books = await quickbooksReader(sandbox.urls.quickbooks, 'po-test-accountant');

    // Tolerance $10 on the total and on each line; the PO check enforced.
    const thresholds = {
      po_amount_tolerance_cents: 1000,
      po_line_tolerance_cents: 1000,
      new_vendor_review_cents: 500000,
    };
    expect((await api.put('/api/organization/settings/check-thresholds', thresholds)).status).toBe(
      200,
    );
    const enforced = await api.put('/api/organization/configurations/mandatory-checks', {
      mandatory_checks: [
        { id: 'invoice_contents', items: [{ id: 'valid_po_number', required: true }] },
      ],
    });
    expect(enforced.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await sandbox?.stop();
  });

  it('a PO over tolerance fails its check with the difference, and blocks payment', async () => {
    // The invoice is $18,400.00; the PO says $18,350.00: $50 over a $10 tolerance.
    await purchaseOrder('Cloudly Hosting', 'PO-7002', [18350]);
    expect((await api.post('/api/purchase-orders/sync')).status).toBe(200);
    const saved = await api.patch('/api/invoices/inv_demo_high_value', {
      invoice_id: 'inv_demo_high_value',
      po_number: '7002',
    });
    expect(saved.status).toBe(200);
    expect(poCheck(InvoiceSchema.parse(saved.body))).toMatchObject({
      status: 'failed',
      blocking: true,
      reason:
        'PO PO-7002: the total differs by $50.00 (tolerance $10.00), line 1 differs by $50.00 (tolerance $10.00)',
    });
    const refused = await api.post('/api/invoices/inv_demo_high_value/pay');
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('purchase_order_matched');
  });

  it('a PO matched within tolerance passes, and booking the bill links and closes it', async () => {
    // $5 more than the invoice on its second line: within the $10 tolerance, not fully billed.
    const po = await purchaseOrder('Office Supplies Co', 'PO-7001', [1050, 205.5]);
    const synced = PurchaseOrderListSchema.parse(
      (await api.post('/api/purchase-orders/sync')).body,
    );
    expect(synced.find((order) => order.id === po.Id)).toMatchObject({
      doc_number: 'PO-7001',
      status: 'Open',
      total_cents: 125550,
    });
    const saved = await api.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_ready',
      po_number: 'PO 7001',
    });
    expect(poCheck(InvoiceSchema.parse(saved.body))).toMatchObject({
      status: 'success',
      reason: 'Matches PO PO-7001 within tolerance (difference -$5.00)',
    });

    expect((await api.post('/api/invoices/inv_demo_ready/pay')).status).toBe(200);
    const [bill] = await eventually(async () => {
      const found = await qboQuery("select * from Bill where DocNumber = 'INV-1001'", 'Bill');
      return found.length ? found : undefined;
    }, 'the bill in QuickBooks');
    expect(bill?.LinkedTxn).toEqual([{ TxnId: po.Id, TxnType: 'PurchaseOrder' }]);
    expect(bill?.Line.map((line: Json) => line.LinkedTxn?.[0]?.TxnLineId)).toEqual(['1', '2']);
    const closed = await eventually(async () => {
      const [order] = await qboQuery(
        `select * from PurchaseOrder where Id = '${po.Id}'`,
        'PurchaseOrder',
      );
      return order?.POStatus === 'Closed' ? order : undefined;
    }, 'the PO closed');
    expect(closed.LinkedTxn).toEqual([{ TxnId: bill?.Id, TxnType: 'Bill' }]);
    const orders = PurchaseOrderListSchema.parse((await api.get('/api/purchase-orders')).body);
    expect(orders.find((order) => order.id === po.Id)?.status).toBe('Closed');
    // The event is written with the bill's id on the invoice, just after QuickBooks answers.
    await eventually(
      async () =>
        (await eventMessages('inv_demo_ready')).includes(
          `Purchase order PO-7001 linked to bill ${bill?.Id} and closed`,
        )
          ? true
          : undefined,
      'the purchase-order event',
    );
  });

  it("while 'marking POs closed' is protected, the bill is booked and the PO left open for a person", async () => {
    const saved = await api.put('/api/organization/configurations/protected-actions', {
      protected_actions: [
        { id: 'making_payments', items: [{ id: 'execute_payment', requiresApproval: false }] },
        {
          id: 'accounting_recordkeeping',
          items: [{ id: 'mark_po_closed', requiresApproval: true }],
        },
      ],
    });
    expect(saved.status).toBe(200);
    const po = await purchaseOrder('Cloudly Hosting', 'PO-7003', [2150]);
    await api.post('/api/purchase-orders/sync');
    const matched = await api.patch('/api/invoices/inv_demo_overridden', {
      invoice_id: 'inv_demo_overridden',
      po_number: 'PO-7003',
    });
    expect(poCheck(InvoiceSchema.parse(matched.body))?.status).toBe('success');
    expect((await api.post('/api/invoices/inv_demo_overridden/pay')).status).toBe(200);
    const [bill] = await eventually(async () => {
      const found = await qboQuery("select * from Bill where DocNumber = 'CL-2026-039'", 'Bill');
      return found.length ? found : undefined;
    }, 'the bill in QuickBooks');
    expect(bill?.LinkedTxn).toBeUndefined();
    const [order] = await qboQuery(
      `select * from PurchaseOrder where Id = '${po.Id}'`,
      'PurchaseOrder',
    );
    expect(order?.POStatus).toBe('Open');
    // The event is written with the bill's id on the invoice, just after QuickBooks answers.
    await eventually(
      async () =>
        (await eventMessages('inv_demo_overridden')).includes(
          'Purchase order PO-7003 matched but left open: marking POs closed is protected',
        )
          ? true
          : undefined,
      'the purchase-order event',
    );
  });
});
