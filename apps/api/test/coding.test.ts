import {
  AccountingChartSchema,
  type Invoice,
  InvoiceListSchema,
  InvoiceSchema,
  MappingRulesSchema,
  PayInvoiceResponseSchema,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import type OAuthClient from 'intuit-oauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './support/api-client';
import {
  connectMoov,
  connectQuickbooks,
  QUICKBOOKS_REALM,
  quickbooksReader,
} from './support/connect-integrations';
import { invoicePdf } from './support/invoice-pdf';
import {
  AP_MAILBOX,
  eventually,
  type IntakeHarness,
  startIntakeHarness,
} from './support/mail-intake-harness';
import { signIn } from './support/sandbox-browser';

// biome-ignore lint/suspicious/noExplicitAny: QuickBooks' JSON is read field by field.
type Json = { [key: string]: any };

const VENDOR = 'billing@harbor-print.test';

/** The vendor's invoice PDF, e-mailed to the AP mailbox over SMTP. */
const harborInvoice = (number: string, paperReams: number) =>
  invoicePdf({
    vendor: 'Harbor Print Supply',
    vendorEmail: VENDOR,
    number,
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    items: [
      { description: 'Toner cartridge HP-26A', quantity: '4', rate: '89.00', amount: '356.00' },
      {
        description: `Copy paper, ${paperReams} reams`,
        quantity: '1',
        rate: '54.00',
        amount: '54.00',
      },
    ],
    subtotal: '410.00',
    tax: '0.00',
    total: '410.00',
  });

/**
 * Line coding against the real server and the sandbox's QuickBooks: the chart read through the
 * adapter, mapping rules applied with their reason, a person's correction coding the vendor's
 * next invoice, and booking sending the coded account, class and location.
 */
describe('line coding', { timeout: 180_000 }, () => {
  let h: IntakeHarness;
  let books: OAuthClient;

  beforeAll(async () => {
    h = await startIntakeHarness({}, async () => undefined, undefined, {
      serverEnv: (sandbox) => ({
        QUICKBOOKS_OAUTH_URL: sandbox.urls.quickbooks,
        QUICKBOOKS_API_URL: sandbox.urls.quickbooks,
        MOOV_API_URL: sandbox.urls.moov,
      }),
    });
    await connectQuickbooks(h.api);
    await connectMoov(h.api, h.sandbox.urls.moov);
    await h.api.put('/api/organization/settings/payment-protection', {
      payment_execution_protected: false,
    });
    // The test's own view of the QuickBooks company, as an accountant would read it.
    books = await quickbooksReader(h.sandbox.urls.quickbooks, 'coding-test-reader');
  }, 180_000);
  afterAll(async () => {
    await h?.stop();
  });

  const invoiceNumbered = (number: string, ready: (invoice: Invoice) => boolean) =>
    eventually(async () => {
      const all = InvoiceListSchema.parse((await h.api.get('/api/admin/invoices')).body);
      const found = all.find((invoice) => invoice.invoice_number === number);
      return found && ready(found) ? found : undefined;
    }, `invoice ${number}`);
  const mail = async (number: string, paperReams: number) =>
    h.sendMail({
      from: `Harbor Print Supply <${VENDOR}>`,
      to: AP_MAILBOX,
      subject: `Invoice ${number}`,
      text: 'Please find our invoice attached.',
      attachments: [
        {
          filename: `${number}.pdf`,
          content: await harborInvoice(number, paperReams),
          contentType: 'application/pdf',
        },
      ],
    });
  const qbo = async (text: string, entity: string): Promise<Json[]> => {
    const answer = await books.makeApiCall({
      url: `${h.sandbox.urls.quickbooks}/v3/company/${QUICKBOOKS_REALM}/query?query=${encodeURIComponent(text)}`,
    });
    return ((answer.json as Json).QueryResponse?.[entity] ?? []) as Json[];
  };

  it('reads the chart of accounts, classes, locations and customers through the adapter on connect', async () => {
    const chart = AccountingChartSchema.parse((await h.api.get('/api/coding/chart')).body);
    expect(chart.connected).toBe(true);
    expect(chart.refreshed_at).not.toBeNull();
    expect(chart.accounts.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Office Supplies', 'Office Expenses', 'Cost of Goods Sold']),
    );
    expect(chart.accounts.find((a) => a.name === 'Office Expenses')?.number).toBe('6000');
    expect(chart.classes.map((c) => c.name)).toEqual(['Operations', 'Sales']);
    expect(chart.departments.map((d) => d.name)).toEqual(['Field', 'Headquarters', 'Warehouse']);
    expect(chart.customers.map((c) => c.name)).toContain('Globex Rollout');
    // On demand too, for every member.
    const refreshed = await h.api.post('/api/coding/chart/refresh');
    expect(refreshed.status).toBe(200);
    expect(AccountingChartSchema.parse(refreshed.body).accounts).toHaveLength(
      chart.accounts.length,
    );
  });

  it("codes an e-mailed invoice's lines by the rules with their reason, and a person's correction codes the vendor's next invoice", async () => {
    const setRules = await h.api.put('/api/coding/mapping-rules', {
      dimension: 'account',
      rules: [{ kind: 'description', words: ['toner'], value: 'Office Supplies' }],
    });
    expect(setRules.status, JSON.stringify(setRules.body)).toBe(200);
    expect(MappingRulesSchema.parse(setRules.body).rules[0]?.reason).toBe(
      'rule: description has "toner" → Office Supplies',
    );
    expect(
      (
        await h.api.put('/api/coding/mapping-rules', {
          dimension: 'department',
          rules: [{ kind: 'default', value: 'Headquarters' }],
        })
      ).status,
    ).toBe(200);
    // A Member reads the rules but may not set them; a rule missing what its kind needs is a 400.
    const member = createApiClient(
      h.server.baseUrl,
      await signIn(h.sandbox.urls.auth, 'member@acme.test', 'demo-password', 'org_demo'),
    );
    expect((await member.get('/api/coding/mapping-rules')).status).toBe(200);
    expect(
      (await member.put('/api/coding/mapping-rules', { dimension: 'account', rules: [] })).status,
    ).toBe(403);
    const incomplete = await h.api.put('/api/coding/mapping-rules', {
      dimension: 'account',
      rules: [{ kind: 'vendor', value: 'Office Supplies' }],
    });
    expect(incomplete.status).toBe(400);
    expect(JSON.stringify(incomplete.body)).toContain('rules.0.vendor_id');

    await mail('HPS-1001', 10);
    const first = await invoiceNumbered('HPS-1001', (i) => Boolean(i.items[0]?.coding?.account));
    const [toner, paper] = first.items;
    expect(toner).toMatchObject({
      quickbooks_account: 'Office Supplies',
      quickbooks_department: 'Headquarters',
      coding: {
        account: {
          origin: 'assistant',
          reason: 'rule: description has "toner" → Office Supplies',
          confidence: 1,
          suggested: null,
        },
      },
    });
    // Nothing this organisation knows codes the paper's account: left for a person.
    expect(paper?.quickbooks_account).toBeNull();
    expect(paper?.quickbooks_department).toBe('Headquarters');

    // A person codes the toner otherwise (over the rule) and the paper.
    const saved = await h.api.patch(`/api/invoices/${first.id}`, {
      invoice_id: first.id,
      items: [
        { id: toner?.id, quickbooks_account: 'Cost of Goods Sold' },
        { id: paper?.id, quickbooks_account: 'Office Expenses' },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const corrected = InvoiceSchema.parse(saved.body).items[0];
    expect(corrected?.quickbooks_account).toBe('Cost of Goods Sold');
    expect(corrected?.coding?.account).toMatchObject({ origin: 'person', reason: null });

    await mail('HPS-1002', 12);
    const second = await invoiceNumbered('HPS-1002', (i) => Boolean(i.items[1]?.coding?.account));
    expect(second.vendor_id).toBe(first.vendor_id);
    expect(second.items.map((item) => item.quickbooks_account)).toEqual([
      'Cost of Goods Sold',
      'Office Expenses',
    ]);
    expect(second.items[0]?.coding?.account?.reason).toBe(
      'a person coded a similar line from this vendor ("Toner cartridge HP-26A") → Cost of Goods Sold',
    );
    const runs = WorkflowRunListSchema.parse(
      (await h.api.get(`/api/workflow-runs/invoice/${second.id}`)).body,
    );
    expect(runs.flatMap((run) => run.events.map((event) => event.node_name))).toContain(
      'code_lines',
    );
  });

  it('keeps its coding as suggestions while assigning accounting fields is protected; a person accepts one', async () => {
    const protect = (on: boolean) =>
      h.api.put('/api/organization/configurations/protected-actions', {
        protected_actions: [
          {
            id: 'invoice_processing',
            items: [{ id: 'assign_accounting_fields', requiresApproval: on }],
          },
          { id: 'making_payments', items: [{ id: 'execute_payment', requiresApproval: false }] },
        ],
      });
    expect((await protect(true)).status).toBe(200);
    await mail('HPS-1003', 8);
    const third = await invoiceNumbered('HPS-1003', (i) => Boolean(i.items[0]?.coding?.account));
    const [toner] = third.items;
    expect(toner?.quickbooks_account).toBeNull();
    expect(toner?.coding?.account).toMatchObject({
      origin: 'assistant',
      suggested: 'Cost of Goods Sold',
    });
    const accepted = await h.api.patch(`/api/invoices/${third.id}`, {
      invoice_id: third.id,
      items: third.items.map((item) =>
        item.id === toner?.id
          ? { id: item.id, quickbooks_account: 'Cost of Goods Sold' }
          : { id: item.id },
      ),
    });
    const after = InvoiceSchema.parse(accepted.body).items[0];
    expect(after?.quickbooks_account).toBe('Cost of Goods Sold');
    expect(after?.coding?.account).toMatchObject({ origin: 'person', suggested: null });
    expect((await protect(false)).status).toBe(200);
  });

  it('books the coded account, class and location, and refuses a name QuickBooks does not have', async () => {
    const ready = InvoiceSchema.parse((await h.api.get('/api/invoices/inv_demo_ready')).body);
    const coded = await h.api.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_ready',
      items: ready.items.map((item) => ({
        id: item.id,
        quickbooks_account: 'Office Supplies',
        quickbooks_class: 'Sales',
        quickbooks_department: 'Warehouse',
      })),
    });
    expect(coded.status, JSON.stringify(coded.body)).toBe(200);
    const paid = await h.api.post('/api/invoices/inv_demo_ready/pay');
    expect(PayInvoiceResponseSchema.parse(paid.body).outcome).toBe('queued');
    const [bill] = await eventually(async () => {
      const found = await qbo("select * from Bill where DocNumber = 'INV-1001'", 'Bill');
      return found.length ? found : undefined;
    }, 'the bill in QuickBooks');
    expect(bill?.DepartmentRef).toMatchObject({ value: '2' });
    for (const line of bill?.Line ?? [])
      expect(line.AccountBasedExpenseLineDetail).toMatchObject({
        AccountRef: { value: '7', name: 'Office Supplies' },
        ClassRef: { name: 'Sales' },
      });

    const unknown = await h.api.patch('/api/invoices/inv_demo_overridden', {
      invoice_id: 'inv_demo_overridden',
      items: [{ id: 'li_demo_over_1', quickbooks_account: 'Travel Lounge' }],
    });
    expect(unknown.status).toBe(200);
    expect((await h.api.post('/api/invoices/inv_demo_overridden/pay')).status).toBe(200);
    const refusal = await eventually(async () => {
      const runs = WorkflowRunListSchema.parse(
        (await h.api.get('/api/workflow-runs/invoice/inv_demo_overridden')).body,
      );
      return runs.find((run) => run.summary?.startsWith('QuickBooks refused the booking'));
    }, 'the refusal');
    expect(refusal.summary).toBe(
      "QuickBooks refused the booking: QuickBooks has no account 'Travel Lounge'",
    );
  });
});
