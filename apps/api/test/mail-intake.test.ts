import {
  IntakeMessageListSchema,
  type Invoice,
  InvoiceListSchema,
  ThreadListSchema,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InvoiceFixture, invoicePdf, invoicesPdf } from './support/invoice-pdf';
import {
  AP_MAILBOX,
  eventually,
  type IntakeHarness,
  startIntakeHarness,
} from './support/mail-intake-harness';
import { signIn } from './support/sandbox-browser';

const VENDOR = 'billing@northwind.test';

const fixture = (number: string): InvoiceFixture => ({
  vendor: 'Northwind Traders Inc.',
  vendorEmail: VENDOR,
  number,
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  items: [
    { description: 'Copier paper A4', quantity: '10', rate: '45.00', amount: '450.00' },
    { description: 'Toner cartridge', quantity: '2', rate: '89.50', amount: '179.00' },
  ],
  subtotal: '629.00',
  tax: '50.32',
  total: '679.32',
});

/**
 * Mail intake end to end on loopback: SMTP into the sandbox's AP mailbox, Gmail's push to the
 * API, the worker reading the message through the Gmail API, and the invoice in the list.
 */
describe('mail intake against the real sandbox process', () => {
  let h: IntakeHarness;
  beforeAll(async () => {
    h = await startIntakeHarness();
  });
  afterAll(async () => {
    if (process.env.DEBUG_INTAKE) console.log(h?.server.output());
    await h?.stop();
  });

  // The whole invoices (items, requisitioner) as the admin list answers them.
  const invoicesNumbered = async (number: string): Promise<Invoice[]> =>
    InvoiceListSchema.parse((await h.api.get('/api/admin/invoices')).body).filter(
      (invoice) => invoice.invoice_number === number,
    );
  const intakeRecords = async () =>
    IntakeMessageListSchema.parse((await h.api.get('/api/mail-intake/messages')).body);
  const mailInvoice = async (number: string, messageId: string, pdf?: Buffer) =>
    h.sendMail({
      from: `Northwind Billing <${VENDOR}>`,
      to: AP_MAILBOX,
      subject: `Invoice ${number}`,
      messageId,
      text: 'Please find our invoice attached.',
      attachments: [
        {
          filename: `${number}.pdf`,
          content: pdf ?? (await invoicePdf(fixture(number))),
          contentType: 'application/pdf',
        },
      ],
    });

  it('turns an e-mailed PDF invoice into a draft invoice with items, vendor, thread and workflow run', {
    timeout: 90_000,
  }, async () => {
    const pdf = await invoicePdf(fixture('NW-2026-0042'));
    await mailInvoice('NW-2026-0042', '<nw-0042@northwind.test>', pdf);

    const [invoice] = await eventually(async () => {
      const found = await invoicesNumbered('NW-2026-0042');
      return found.length > 0 ? found : undefined;
    }, 'the invoice in GET /api/admin/invoices');
    expect(invoice).toMatchObject({
      status: 'draft',
      amount: 679.32,
      currency: 'USD',
      issue_date: '2026-11-02',
      due_date: '2026-12-02',
      requisitioner_company_name: 'Acme Corp',
    });
    expect(
      invoice?.items.map(({ description, quantity, rate, amount }) => ({
        description,
        quantity,
        rate,
        amount,
      })),
    ).toEqual([
      { description: 'Copier paper A4', quantity: 10, rate: 45, amount: 450 },
      { description: 'Toner cartridge', quantity: 2, rate: 89.5, amount: 179 },
    ]);
    expect(invoice?.vendor).toMatchObject({
      name: 'Northwind Traders Inc.',
      contact_email: VENDOR,
      address: '12 Harbour Road, Seattle, WA 98101',
    });

    // The reading's run (the assistant's review of the checks follows as a run of its own).
    const runs = WorkflowRunListSchema.parse(
      (await h.api.get(`/api/workflow-runs/invoice/${invoice?.id}`)).body,
    ).filter((run) => run.events.some((event) => event.node_name === 'extract_invoice'));
    expect(runs).toHaveLength(1);
    expect(runs[0]?.trigger).toBe('email_received');
    const messages = runs[0]?.events.map((event) => event.message) ?? [];
    expect(messages).toContain('Set Vendor Name: Northwind Traders Inc.');
    expect(messages).toContain('Set Invoice Number: NW-2026-0042');
    expect(messages).toContain('Set Total: 679.32');
    expect(runs[0]?.outcomes.fields_changed).toMatchObject({
      'Invoice Vendor Id': invoice?.vendor_id,
      'Invoice Number': 'NW-2026-0042',
    });

    const threads = ThreadListSchema.parse((await h.api.get('/api/threads?limit=10')).body);
    const thread = threads.find((t) => t.invoices.some((i) => i.id === invoice?.id));
    expect(thread?.participants).toEqual(expect.arrayContaining([VENDOR, AP_MAILBOX]));
    expect(thread?.subject).toBe('Invoice NW-2026-0042');

    const original = await fetch(`${h.server.baseUrl}/api/invoices/${invoice?.id}/original`, {
      headers: {
        Authorization: `Bearer ${await signIn(h.sandbox.urls.auth, AP_MAILBOX, 'demo-password', 'org_demo')}`,
      },
    });
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await original.arrayBuffer()).equals(pdf)).toBe(true);
    // Another organisation of the same user cannot read it.
    const otherOrg = await signIn(h.sandbox.urls.auth, AP_MAILBOX, 'demo-password', 'org_globex');
    const hidden = await fetch(`${h.server.baseUrl}/api/invoices/${invoice?.id}/original`, {
      headers: { Authorization: `Bearer ${otherOrg}` },
    });
    expect(hidden.status).toBe(404);
  });

  it('reads a redelivered e-mail and a re-forwarded file as duplicates, not second invoices', async () => {
    const pdf = await invoicePdf(fixture('NW-2026-0042'));
    // The same e-mail again (same Message-ID), then the same file in a new e-mail.
    await mailInvoice('NW-2026-0042', '<nw-0042@northwind.test>', pdf);
    await mailInvoice('NW-2026-0042', '<nw-0042-resent@northwind.test>', pdf);
    const duplicates = await eventually(async () => {
      const found = (await intakeRecords()).filter((r) => r.outcome === 'duplicate');
      return found.length >= 2 ? found : undefined;
    }, 'both deliveries recorded as duplicates');
    expect(duplicates.map((r) => r.invoice_ids)).toEqual([[], []]);
    expect(await invoicesNumbered('NW-2026-0042')).toHaveLength(1);
  });

  it('reads each invoice of a PDF holding two, and the same PDF again as a duplicate', async () => {
    const second = {
      ...fixture('NW-2026-0077'),
      items: [{ description: 'Laser printer', quantity: '1', rate: '1108.00', amount: '1108.00' }],
      subtotal: '1108.00',
      tax: '95.00',
      total: '1203.00',
    };
    const pdf = await invoicesPdf([fixture('NW-2026-0076'), second]);
    await mailInvoice('NW-2026-0076', '<nw-0076@northwind.test>', pdf);
    const both = await eventually(async () => {
      const found = [
        ...(await invoicesNumbered('NW-2026-0076')),
        ...(await invoicesNumbered('NW-2026-0077')),
      ];
      return found.length === 2 ? found : undefined;
    }, 'both invoices of the file in GET /api/admin/invoices');
    expect(both.map((invoice) => invoice.amount)).toEqual([679.32, 1203]);
    await mailInvoice('NW-2026-0076', '<nw-0076-resent@northwind.test>', pdf);
    await eventually(async () => {
      const records = await intakeRecords();
      return records.some((r) => r.outcome === 'duplicate' && r.subject === 'Invoice NW-2026-0076')
        ? records
        : undefined;
    }, 'the resent file recorded as a duplicate');
    expect(await invoicesNumbered('NW-2026-0077')).toHaveLength(1);
  });

  it('gives one invoice when several syncs race over the same new message', async () => {
    const notification = async () => {
      const profile = await fetch(h.pushUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            data: Buffer.from(JSON.stringify({ emailAddress: AP_MAILBOX, historyId: 1 })).toString(
              'base64',
            ),
            messageId: String(Math.random()).slice(2),
            publishTime: new Date().toISOString(),
          },
          subscription: 'projects/ap-sandbox/subscriptions/gmail-intake',
        }),
      });
      expect(profile.status).toBe(204);
    };
    await mailInvoice('NW-2026-0043', '<nw-0043@northwind.test>');
    // The sandbox's own push and four more: syncs run side by side over the same history.
    await Promise.all([notification(), notification(), notification(), notification()]);
    await eventually(async () => {
      const found = await invoicesNumbered('NW-2026-0043');
      return found.length > 0 ? found : undefined;
    }, 'the raced invoice');
    // A later message queued behind the racing syncs marks when they are done.
    await h.sendMail({
      from: 'controller@acme.test',
      to: AP_MAILBOX,
      subject: 'lunch?',
      text: 'hi',
    });
    await Promise.all([notification(), notification()]);
    const skipped = await eventually(async () => {
      const found = (await intakeRecords()).find((r) => r.sender === 'controller@acme.test');
      return found;
    }, 'the internal e-mail recorded');
    expect(skipped).toMatchObject({
      outcome: 'skipped',
      reason: 'Internal sender controller@acme.test: internal senders are set to Ignore',
    });
    expect(await invoicesNumbered('NW-2026-0043')).toHaveLength(1);
    const records = (await intakeRecords()).filter((r) => r.subject === 'Invoice NW-2026-0043');
    expect(records).toHaveLength(1);
  });

  it('refuses push notifications without the shared token or with a body that is not Gmail’s', async () => {
    const url = new URL(h.pushUrl);
    const body = JSON.stringify({ message: { data: Buffer.from('{}').toString('base64') } });
    const post = (target: string, payload: string) =>
      fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
    url.searchParams.set('token', 'wrong');
    expect((await post(url.toString(), body)).status).toBe(401);
    expect((await post(h.pushUrl, body)).status).toBe(400);
    expect((await post(h.pushUrl, '{"message":{}}')).status).toBe(400);
  });
});
