import { getInvoiceDisplayStatus } from '@ap/domain';
import {
  type Invoice,
  InvoiceListRowsSchema,
  type Task,
  TaskActionResponseSchema,
  TaskListSchema,
  ThreadInputResponseSchema,
  ThreadListSchema,
  VendorSchema,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import type { SandboxUnderTest } from '@ap/sandbox/testing';
import { gmail as gmailApi } from '@googleapis/gmail';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { invoicePdf } from '../support/invoice-pdf';
import {
  AP_MAILBOX,
  allowSending,
  eventually,
  type IntakeHarness,
  startIntakeHarness,
} from '../support/mail-intake-harness';
import { mailboxReader } from '../support/sandbox-browser';
import type { ServerProcess } from '../support/server-process';

const REPLY_DETAILS = [
  'Hello, here are the details you asked for.',
  '',
  'Tax ID: 12-3456789',
  'Legal name: Widget Works LLC',
  'Entity type: LLC',
  'Legal address: 77 Mill Lane, Portland, OR 97201',
  'Bank name: First Test Bank',
  'Bank address: 1 Money Street, Portland, OR 97201',
  'Beneficiary: Widget Works LLC',
  'Routing number: 021000021',
  'Account number: 000123456789',
  '',
  'Best, Jo',
].join('\n');

/**
 * The assistant on loopback: the real sandbox (Gmail stand-in over SMTP and push) and the
 * real API process with its in-process worker. PGlite only: what is tested is the assistant's
 * behaviour, not the database's.
 */
describe('the assistant decides, asks the vendor in the thread and reads the reply', () => {
  let harness: IntakeHarness;
  let sandbox: SandboxUnderTest;
  let server: ServerProcess;
  let api: ApiClient;

  beforeAll(async () => {
    // Sending needs full mailbox access: read-only mode off before connecting.
    harness = await startIntakeHarness({}, async (admin) => {
      await allowSending(admin);
    });
    ({ sandbox, server, api } = harness);
  });
  afterAll(async () => {
    if (process.env.DEBUG_ASSISTANT) console.log(server?.output());
    await harness?.stop();
  });

  const send = async (mail: SendMailOptions) => {
    await harness.sendMail(mail);
  };
  const mailInvoice = async (vendor: string, email: string, number: string, total: string) =>
    send({
      from: `${vendor} <${email}>`,
      to: AP_MAILBOX,
      subject: `Invoice ${number}`,
      messageId: `<${number.toLowerCase()}@${email.split('@')[1]}>`,
      text: 'Please find our invoice attached.',
      attachments: [
        {
          filename: `${number}.pdf`,
          content: await invoicePdf({
            vendor,
            vendorEmail: email,
            number,
            issueDate: '2026-11-03',
            dueDate: '2026-12-03',
            items: [{ description: 'Widget assembly', quantity: '1', rate: total, amount: total }],
            subtotal: total,
            tax: '0.00',
            total,
            requestedBy: 'Dana Lopez',
          }),
          contentType: 'application/pdf',
        },
      ],
    });
  const readInvoice = async (id: string) => (await api.get(`/api/invoices/${id}`)).body as Invoice;
  const invoiceNumbered = (number: string) =>
    eventually(async () => {
      const list = InvoiceListRowsSchema.parse((await api.get('/api/invoices/')).body);
      const row = list.find((invoice) => invoice.invoice_number === number);
      const found = row && (await readInvoice(row.id));
      return found && found.checks.length > 0 ? found : undefined;
    }, `invoice ${number} with its checks`);
  const tasks = async () => TaskListSchema.parse((await api.get('/api/tasks')).body);
  const taskOf = (invoiceId: string, type: Task['task_type'], status?: Task['status']) =>
    eventually(
      async () => {
        const all = await tasks();
        return all.find(
          (task) =>
            task.invoice_id === invoiceId &&
            task.task_type === type &&
            (status === undefined || task.status === status),
        );
      },
      `a ${status ?? ''} ${type} task of ${invoiceId}`,
    );
  const runs = async (invoiceId: string) =>
    WorkflowRunListSchema.parse((await api.get(`/api/workflow-runs/invoice/${invoiceId}`)).body);
  const mailboxOf = async (address: string) =>
    gmailApi({
      version: 'v1',
      auth: await mailboxReader(sandbox.urls.gmail, address),
      rootUrl: `${sandbox.urls.gmail}/`,
    });
  const headersOf = async (box: Awaited<ReturnType<typeof mailboxOf>>, id: string) => {
    const message = await box.users.messages.get({ userId: 'me', id, format: 'metadata' });
    const headers = message.data.payload?.headers ?? [];
    const header = (name: string) =>
      headers.find((h) => h.name?.toLowerCase() === name.toLowerCase())?.value ?? undefined;
    return { threadId: message.data.threadId, header };
  };

  const threadOf = async (invoiceId: string) => {
    const threads = ThreadListSchema.parse((await api.get('/api/threads?limit=10')).body);
    return threads.find((thread) => thread.invoices.some((i) => i.id === invoiceId))?.id ?? '';
  };

  const VENDOR = 'jo@widgetworks.test';

  it('asks a vendor without a tax id for it in the thread, reads the reply, and gets the invoice ready', {
    timeout: 180_000,
  }, async () => {
    await mailInvoice('Widget Works LLC', VENDOR, 'WW-1001', '1250.00');
    const invoice = await invoiceNumbered('WW-1001');
    expect(getInvoiceDisplayStatus(invoice)).toBe('Not Ready');
    const vendorCheck = invoice.checks.find((check) => check.name === 'vendor_required_fields');
    expect(vendorCheck?.status).toBe('failed');
    expect(vendorCheck?.reason).toContain('Tax ID missing');

    // A protected action (e-mailing an external party): a pending task, asking for exactly that.
    const ask = await taskOf(invoice.id, 'send_email');
    expect(ask.status).toBe('pending');
    const email = ask.parameters as { to: string[]; subject: string; body: string };
    expect(email.to).toEqual([VENDOR]);
    expect(email.subject).toBe('Re: Invoice WW-1001');
    expect(email.body).toMatch(/^Hello Widget Works LLC,/);
    expect(email.body).toContain('invoice WW-1001 for $1,250.00');
    expect(email.body).toContain('your tax ID');
    expect(email.body).toContain('Form W-9');
    expect(email.body).toContain('bank details');
    const review = (await runs(invoice.id)).find((run) =>
      run.outcomes.tasks_created.includes(ask.id),
    );
    expect(review?.trigger).toBe('email_received');
    expect(
      review?.events.some((event) => /^Checks: \d+ passing, \d+ failing$/.test(event.message)),
    ).toBe(true);

    // Approving sends it into the same Gmail thread, and the vendor receives it.
    const approved = await api.post(`/api/tasks/${ask.id}/approve`);
    expect(TaskActionResponseSchema.parse(approved.body).status).toBe('executed');
    const vendorBox = await mailboxOf(VENDOR);
    const received = await eventually(async () => {
      const listed = await vendorBox.users.messages.list({ userId: 'me' });
      for (const { id } of listed.data.messages ?? []) {
        const headers = await headersOf(vendorBox, id ?? '');
        if (headers.header('Subject') === 'Re: Invoice WW-1001') return headers;
      }
      return undefined;
    }, "the request in the vendor's mailbox");
    expect(received.header('In-Reply-To')).toBe('<ww-1001@widgetworks.test>');
    const sentId = received.header('Message-ID') ?? '';
    expect(sentId).toBe(`<task-${ask.id}@acme.test>`);

    // The vendor answers in the thread with the tax id and bank details.
    await send({
      from: `Jo <${VENDOR}>`,
      to: AP_MAILBOX,
      subject: 'Re: Invoice WW-1001',
      messageId: '<ww-1001-reply@widgetworks.test>',
      inReplyTo: sentId,
      references: ['<ww-1001@widgetworks.test>', sentId],
      text: `${REPLY_DETAILS}\n\nOn Tue, AP wrote:\n> Before we can pay it, we need your tax ID`,
    });
    const apBox = await mailboxOf(AP_MAILBOX);
    const threadIds = await eventually(async () => {
      const listed = await apBox.users.messages.list({ userId: 'me', includeSpamTrash: true });
      const ids = new Set<string>();
      let count = 0;
      for (const { id } of listed.data.messages ?? []) {
        const headers = await headersOf(apBox, id ?? '');
        if (!headers.header('Subject')?.includes('WW-1001')) continue;
        count += 1;
        ids.add(headers.threadId ?? '');
      }
      return count >= 3 ? ids : undefined;
    }, 'invoice, request and reply in the AP mailbox');
    expect(threadIds.size).toBe(1); // one Gmail thread

    // The reply is understood: an update_vendor task, waiting (payment information changes).
    const update = await taskOf(invoice.id, 'update_vendor', 'pending');
    const changes = (update.parameters as { changes: Record<string, string> }).changes;
    expect(changes).toMatchObject({
      tax_id: '12-3456789',
      tax_id_type: 'EIN',
      bank_name: 'First Test Bank',
      account_number: '••••6789',
      routing_number: '••••0021',
    });
    expect(JSON.stringify(await tasks())).not.toContain('000123456789'); // never in clear
    const replied = (await runs(invoice.id)).find((run) =>
      run.outcomes.tasks_created.includes(update.id),
    );
    expect(replied?.trigger).toBe('vendor_replied');
    expect(replied?.outcomes.tasks_created).toEqual([update.id]);
    expect(
      replied?.events.some((e) => e.event_type === 'warning' && /bank details/.test(e.message)),
    ).toBe(true);

    // A person approved the invoice outside the product: the approval check is overridden.
    const current = await readInvoice(invoice.id);
    const saved = await api.patch(`/api/invoices/${invoice.id}`, {
      invoice_id: invoice.id,
      checks: current.checks.map((check) =>
        check.name === 'invoice_approval_status' ? { ...check, overridden: true } : check,
      ),
    });
    expect(saved.status).toBe(200);
    const edited = (await runs(invoice.id)).find((run) => run.trigger === 'invoice_edited');
    expect(edited?.summary).toMatch(/edited the invoice; checks re-ran\./);

    // Approving the update makes the checks pass; the assistant drafts the payment.
    const applied = await api.post(`/api/tasks/${update.id}/approve`);
    expect(TaskActionResponseSchema.parse(applied.body).status).toBe('executed');
    const vendor = VendorSchema.parse((await api.get(`/api/vendors/${invoice.vendor_id}`)).body);
    expect(vendor).toMatchObject({ tax_id: '12-3456789', account_number: '••••6789' });
    const ready = await readInvoice(invoice.id);
    expect(ready.checks.filter((c) => c.status === 'failed' && !c.overridden)).toEqual([]);
    expect(getInvoiceDisplayStatus(ready)).toBe('Ready to Pay');
    const pay = await taskOf(invoice.id, 'pay_invoice', 'pending');
    expect(pay.parameters).toMatchObject({ invoice_number: 'WW-1001', amount: 1250 });

    // Re-running the review drafts nothing new.
    const count = (await tasks()).length;
    const rerun = await api.post('/api/threads/input', {
      thread_id: await threadOf(invoice.id),
      user_input: 're-run the checks',
    });
    expect(ThreadInputResponseSchema.parse(rerun.body).message).toMatch(
      /^Re-ran the checks of invoice WW-1001: all passing\.$/,
    );
    expect((await tasks()).length).toBe(count);
  });

  it('runs unprotected actions at once as events; a bank change in a reply still waits', {
    timeout: 180_000,
  }, async () => {
    const saved = await api.put('/api/organization/configurations/protected-actions', {
      protected_actions: [
        { id: 'communication', items: [{ id: 'email_external_party', requiresApproval: false }] },
      ],
    });
    expect(saved.status).toBe(200);
    const other = 'ar@gadgetco.test';
    await mailInvoice('Gadget Co', other, 'GC-77', '300.00');
    const invoice = await invoiceNumbered('GC-77');
    const sent = await taskOf(invoice.id, 'send_email', 'executed');
    expect(sent.approved_by_email).toBeNull();
    const review = await eventually(async () => {
      const found = (await runs(invoice.id)).find((run) =>
        run.events.some((e) => e.message === 'Executed send_email (unprotected)'),
      );
      return found;
    }, 'the run with the executed e-mail');
    expect(review.outcomes.tasks_created).toEqual([sent.id]);

    // The tax id alone is a vendor detail (not protected): applied at once.
    await send({
      from: other,
      to: AP_MAILBOX,
      subject: 'Re: Invoice GC-77',
      messageId: '<gc-77-reply-1@gadgetco.test>',
      inReplyTo: `<task-${sent.id}@acme.test>`,
      references: ['<gc-77@gadgetco.test>', `<task-${sent.id}@acme.test>`],
      text: 'Our EIN is 98-7654321.',
    });
    const taxUpdate = await taskOf(invoice.id, 'update_vendor', 'executed');
    expect(taxUpdate.parameters).toMatchObject({ changes: { tax_id: '98-7654321' } });
    // Bank details never change without a person, whatever the configuration.
    await send({
      from: other,
      to: AP_MAILBOX,
      subject: 'Re: Invoice GC-77',
      messageId: '<gc-77-reply-2@gadgetco.test>',
      inReplyTo: '<gc-77-reply-1@gadgetco.test>',
      references: ['<gc-77@gadgetco.test>', '<gc-77-reply-1@gadgetco.test>'],
      text: 'Please pay to routing 021000021, account 4444555566.',
    });
    const bankUpdate = await taskOf(invoice.id, 'update_vendor', 'pending');
    expect(bankUpdate.parameters).toMatchObject({
      changes: { routing_number: '••••0021', account_number: '••••5566' },
    });
    const vendor = VendorSchema.parse((await api.get(`/api/vendors/${invoice.vendor_id}`)).body);
    expect(vendor.account_number).toBeNull();
  });

  it("a vendor's question about payment gets an answer drafted with its own invoice's facts", {
    timeout: 120_000,
  }, async () => {
    const invoice = await invoiceNumbered('WW-1001');
    await send({
      from: `Jo <${VENDOR}>`,
      to: AP_MAILBOX,
      subject: 'Re: Invoice WW-1001',
      messageId: '<ww-1001-question@widgetworks.test>',
      inReplyTo: '<ww-1001@widgetworks.test>',
      references: ['<ww-1001@widgetworks.test>'],
      text: 'Hi, any update on this one? When can we expect payment?\n\nOn Tue, AP wrote:\n> status',
    });
    const answer = await eventually(
      async () =>
        (await tasks()).find(
          (task) =>
            task.invoice_id === invoice.id &&
            task.task_type === 'send_email' &&
            String((task.parameters as { body?: string }).body).includes(
              'Thank you for your message.',
            ),
        ),
      'the drafted answer to the question',
    );
    const body = String((answer.parameters as { body?: string }).body);
    expect(answer.parameters).toMatchObject({ to: [VENDOR], subject: 'Re: Invoice WW-1001' });
    expect(body).toMatch(/Invoice WW-1001 for \$1,250\.00 is (?:approved for payment|scheduled)/);
    // Its own invoice only, and never bank details.
    expect(body).not.toMatch(/GC-77|Gadget|6789|0021/);
    const run = (await runs(invoice.id)).find((r) => r.outcomes.tasks_created.includes(answer.id));
    expect(run?.summary).toMatch(/asked about payment status; a reply is drafted/);
  });
});
