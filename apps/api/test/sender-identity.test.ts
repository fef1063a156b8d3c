import {
  type IntakeMessage,
  IntakeMessageListSchema,
  type Invoice,
  InvoiceListRowsSchema,
  InvoiceSchema,
  type Task,
  TaskActionResponseSchema,
  TaskListSchema,
  VendorSchema,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import type { SandboxUnderTest } from '@ap/sandbox/testing';
import { gmail as gmailApi } from '@googleapis/gmail';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { invoicePdf } from './support/invoice-pdf';
import {
  AP_MAILBOX,
  allowSending,
  eventually,
  type IntakeHarness,
  reviewInternalSenders,
  startIntakeHarness,
} from './support/mail-intake-harness';
import { mailboxReader } from './support/sandbox-browser';
import type { ServerProcess } from './support/server-process';

const DANA = 'dana@acme.test';
const SPROCKET = { name: 'Sprocket Supply LLC', email: 'billing@sprocket.test' };
const NORTHWIND = { name: 'Northwind Traders', email: 'billing@northwind.test' };
const TAX_ID = '45-6789012';
type Verdicts = { dkim?: string; spf?: string; dmarc?: string };

/**
 * Sender identity on loopback: the real sandbox (its Gmail stand-in adding Gmail's
 * Authentication-Results when told to) and the real API process. Mail goes in over SMTP.
 * Who wrote an e-mail is its parsed From address as the receiving provider authenticated it:
 * a display name proves nothing, a forged sender decides nothing, a look-alike is a stranger.
 */
describe('who sent this e-mail: one sender identity for every decision', () => {
  let harness: IntakeHarness;
  let sandbox: SandboxUnderTest;
  let server: ServerProcess;
  let api: ApiClient;

  beforeAll(async () => {
    // Colleagues forward invoices to the AP mailbox, and the assistant sends mail.
    harness = await startIntakeHarness({}, async (admin) => {
      await allowSending(admin);
      await reviewInternalSenders(admin);
    });
    ({ sandbox, server, api } = harness);
  }, 120_000);
  afterAll(async () => {
    if (process.env.DEBUG_ASSISTANT) console.log(server?.output());
    await harness?.stop();
  });

  /** What Gmail's receiving servers will conclude about mail from this domain. */
  const authenticate = async (domain: string, verdicts: Verdicts) => {
    const answer = await fetch(`${sandbox.urls.gmail}/__sandbox/sender-authentication/${domain}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(verdicts),
    });
    expect(answer.status).toBe(200);
  };
  const send = (mail: SendMailOptions) => harness.sendMail(mail);
  const pdf = (
    vendor: { name: string; email: string },
    number: string,
    total: string,
    footer: string[] = [],
  ) =>
    invoicePdf({
      vendor: vendor.name,
      vendorEmail: vendor.email,
      number,
      issueDate: '2026-11-03',
      dueDate: '2026-12-03',
      items: [{ description: 'Supplies', quantity: '1', rate: total, amount: total }],
      subtotal: total,
      tax: '0.00',
      total,
      footer,
    });
  const bankFooter = (routing: string, account: string) => [
    `Tax ID: ${TAX_ID}`,
    'Bank name: First Test Bank',
    `Routing number: ${routing}`,
    `Account number: ${account}`,
  ];
  /** An invoice e-mail printing Northwind's name, address, tax id and these bank details. */
  const mailNorthwindInvoice = async (
    from: string,
    number: string,
    total: string,
    bank: [routing: string, account: string],
    subject = `Invoice ${number}`,
  ) =>
    send({
      from,
      to: AP_MAILBOX,
      subject,
      messageId: `<${number.toLowerCase()}@${from.split('@')[1]?.replace('>', '')}>`,
      text: 'Our invoice is attached.',
      attachments: [
        {
          filename: `${number}.pdf`,
          content: await pdf(NORTHWIND, number, total, bankFooter(...bank)),
        },
      ],
    });
  const readInvoice = async (id: string) =>
    InvoiceSchema.parse((await api.get(`/api/invoices/${id}`)).body);
  const readVendor = async (id: string) =>
    VendorSchema.parse((await api.get(`/api/vendors/${id}`)).body);
  const invoiceNumbered = (number: string, ready = (i: Invoice) => i.checks.length > 0) =>
    eventually(async () => {
      const list = InvoiceListRowsSchema.parse((await api.get('/api/invoices/')).body);
      const row = list.find((invoice) => invoice.invoice_number === number);
      const found = row && (await readInvoice(row.id));
      return found && ready(found) ? found : undefined;
    }, `invoice ${number}`);
  const tasks = async () => TaskListSchema.parse((await api.get('/api/tasks')).body);
  const taskOf = (invoiceId: string, match: (task: Task) => boolean, what: string) =>
    eventually(
      async () => (await tasks()).find((task) => task.invoice_id === invoiceId && match(task)),
      what,
    );
  const runs = async (invoiceId: string) =>
    WorkflowRunListSchema.parse((await api.get(`/api/workflow-runs/invoice/${invoiceId}`)).body);
  const runOf = (invoiceId: string, match: (summary: string) => boolean, what: string) =>
    eventually(async () => (await runs(invoiceId)).find((run) => match(run.summary ?? '')), what);
  const intakeRecord = (match: (record: IntakeMessage) => boolean, what: string) =>
    eventually(async () => {
      const records = IntakeMessageListSchema.parse(
        (await api.get('/api/mail-intake/messages')).body,
      );
      return records.find(match);
    }, what);

  /** Dana forwards Sprocket's invoice; its approval request to her is approved and sent. */
  const invoiceAwaitingDana = async (number: string, total: string) => {
    await send({
      from: `Dana Lopez <${DANA}>`,
      to: AP_MAILBOX,
      subject: `Fwd: Invoice ${number}`,
      messageId: `<fwd-${number.toLowerCase()}@acme.test>`,
      text: `Please pay this one.\n\n---------- Forwarded message ---------\nFrom: ${SPROCKET.name} <${SPROCKET.email}>`,
      attachments: [{ filename: `${number}.pdf`, content: await pdf(SPROCKET, number, total) }],
    });
    const invoice = await invoiceNumbered(number, (i) => i.approvals.length > 0);
    expect(invoice.approvals).toEqual([{ role: 'Requisitioner', approver: DANA, approved: false }]);
    const request = await taskOf(
      invoice.id,
      (t) => t.task_type === 'send_email' && (t.parameters as { to: string[] }).to.includes(DANA),
      'the approval request to Dana',
    );
    const approved = await api.post(`/api/tasks/${request.id}/approve`);
    expect(TaskActionResponseSchema.parse(approved.body).status).toBe('executed');
    const subject = (request.parameters as { subject: string }).subject;
    const box = gmailApi({
      version: 'v1',
      auth: await mailboxReader(sandbox.urls.gmail, DANA),
      rootUrl: `${sandbox.urls.gmail}/`,
    });
    const requestId = await eventually(async () => {
      for (const { id } of (await box.users.messages.list({ userId: 'me' })).data.messages ?? []) {
        const got = await box.users.messages.get({
          userId: 'me',
          id: id ?? '',
          format: 'metadata',
        });
        const headers = got.data.payload?.headers ?? [];
        const value = (name: string) => headers.find((h) => h.name === name)?.value ?? undefined;
        if (value('Subject') === subject) return value('Message-ID');
      }
      return undefined;
    }, "the request in Dana's mailbox");
    /** A reply in the request's thread. */
    const reply = (from: string, text: string, id: string) =>
      send({
        from,
        to: AP_MAILBOX,
        subject: `Re: ${subject}`,
        messageId: `<${id}@replies.test>`,
        inReplyTo: requestId,
        references: [requestId],
        text,
      });
    return { invoice, reply };
  };

  it("a display name showing the approver's address decides nothing and leaves a warning; her real, DMARC-passing address approves", {
    timeout: 240_000,
  }, async () => {
    await authenticate('acme.test', { dkim: 'pass', spf: 'pass', dmarc: 'pass' });
    // The impostor's own domain passes every check: that proves who it is, not who it shows.
    await authenticate('another-domain.test', { dkim: 'pass', spf: 'pass', dmarc: 'pass' });
    const { invoice, reply } = await invoiceAwaitingDana('SI-100', '640.00');

    await reply(`"${DANA}" <someone@another-domain.test>`, 'Approved', 'impostor-1');
    const warned = await runOf(
      invoice.id,
      (summary) => summary.includes('came from someone@another-domain.test'),
      'the run warning of the impostor',
    );
    expect(warned.summary).toBe(
      `A reply shown as ${DANA} came from someone@another-domain.test; it decided nothing.`,
    );
    expect(warned.events.find((e) => e.event_type === 'warning')?.message).toBe(
      `The reply's display name shows ${DANA}, but it was sent from someone@another-domain.test: only ${DANA} itself decides for ${DANA}, so it approved and changed nothing`,
    );
    const record = await intakeRecord(
      (r) => r.sender === 'someone@another-domain.test',
      "intake's record of the impostor",
    );
    expect(record).toMatchObject({ outcome: 'no_invoice', sender_authentication: 'pass' });
    expect(record.warnings).toEqual([
      `The display name "${DANA}" shows ${DANA}, but the e-mail was sent from someone@another-domain.test: it speaks for someone@another-domain.test only`,
    ]);
    expect((await readInvoice(invoice.id)).approvals[0]?.approved).toBe(false);

    await reply(`Dana Lopez <${DANA}>`, 'Approved, thanks.', 'dana-approves-100');
    await eventually(
      async () => ((await readInvoice(invoice.id)).approvals[0]?.approved ? true : undefined),
      "Dana's approval",
    );
    await runOf(
      invoice.id,
      (summary) =>
        summary === `${DANA} approved the invoice as Requisitioner by e-mail reply; checks re-ran.`,
      'the approving run',
    );
    const hers = await intakeRecord(
      (r) =>
        r.sender === DANA &&
        (r.subject ?? '').startsWith('Re: ') &&
        r.subject?.includes('SI-100') === true,
      "intake's record of Dana's reply",
    );
    expect(hers).toMatchObject({ sender_authentication: 'pass', warnings: [] });
  });

  it('a reply with dmarc=none and SPF failing decides nothing', { timeout: 240_000 }, async () => {
    await authenticate('acme.test', { dkim: 'pass', spf: 'pass', dmarc: 'pass' });
    const { invoice, reply } = await invoiceAwaitingDana('SI-200', '320.00');

    await authenticate('acme.test', { spf: 'fail', dmarc: 'none' });
    await reply(`Dana Lopez <${DANA}>`, 'Approved', 'spf-fails-200');
    const warned = await runOf(
      invoice.id,
      (summary) => summary.includes("failed the mail provider's sender checks"),
      'the run saying the reply may be forged',
    );
    expect(warned.events.find((e) => e.event_type === 'warning')?.message).toBe(
      `The reply claiming to be from ${DANA} failed sender authentication (no DMARC verdict (dmarc=none) and SPF fail for acme.test): it may be forged, so it approved nothing (approve in the app)`,
    );
    expect((await readInvoice(invoice.id)).approvals[0]?.approved).toBe(false);
    const record = await intakeRecord(
      (r) => r.sender === DANA && r.sender_authentication === 'fail',
      "intake's record of the failing reply",
    );
    expect(record.warnings[0]).toMatch(/sender checks failed for dana@acme\.test/);
    await authenticate('acme.test', { dkim: 'pass', spf: 'pass', dmarc: 'pass' });
  });

  it("an invoice from a one-character look-alike of a vendor's domain, with its name and tax id, is a stranger's", {
    timeout: 240_000,
  }, async () => {
    // Northwind's own invoice makes it a known vendor, with its tax id and bank details.
    await mailNorthwindInvoice(`${NORTHWIND.name} <${NORTHWIND.email}>`, 'NW-1', '100.00', [
      '021000021',
      '000111222333',
    ]);
    const genuine = await invoiceNumbered('NW-1');
    const northwindId = genuine.vendor_id ?? '';
    expect(await readVendor(northwindId)).toMatchObject({
      name: NORTHWIND.name,
      contact_email: NORTHWIND.email,
      tax_id: TAX_ID,
      account_number: '••••2333',
    });

    // nortwind.test: one letter dropped. Same name, same tax id, same printed address.
    await mailNorthwindInvoice(
      `${NORTHWIND.name} <billing@nortwind.test>`,
      'NW-2',
      '200.00',
      ['011000015', '999888777666'],
      'Invoice NW-2 (new bank details)',
    );
    const forged = await invoiceNumbered('NW-2');
    expect(forged.vendor_id).not.toBe(northwindId);
    const stranger = await readVendor(forged.vendor_id ?? '');
    expect(stranger).toMatchObject({
      name: NORTHWIND.name,
      contact_email: 'billing@nortwind.test',
      account_number: null,
      routing_number: null,
    });
    // The genuine vendor's record is untouched, and nothing waits to change it.
    expect(await readVendor(northwindId)).toMatchObject({ account_number: '••••2333' });
    expect(
      (await tasks()).filter(
        (t) =>
          t.task_type === 'update_vendor' &&
          (t.parameters as { vendor_id: string }).vendor_id === northwindId,
      ),
    ).toEqual([]);

    const warning =
      "The sender's domain nortwind.test looks like northwind.test, the domain of vendor Northwind Traders (one character changed): it is treated as a stranger";
    const update = await taskOf(
      forged.id,
      (t) => t.task_type === 'update_vendor',
      'the stranger draft vendor update',
    );
    expect(update.status).toBe('pending');
    expect(update.parameters).toMatchObject({
      vendor_id: stranger.id,
      changes: { account_number: '••••7666', routing_number: '••••0015' },
      sender_warning: warning,
    });
    const read = (await runs(forged.id)).find((run) =>
      run.events.some((e) => e.node_name === 'read_email'),
    );
    const warnings = read?.events.filter((e) => e.event_type === 'warning').map((e) => e.message);
    expect(warnings).toContain(
      `${warning}: the invoice is matched to no vendor by its name or tax id, and bank details it gives wait for a person's approval`,
    );
    expect(warnings).toContain(warning);
    const record = await intakeRecord(
      (r) => r.sender === 'billing@nortwind.test',
      "intake's record",
    );
    expect(record.warnings).toEqual([warning]);

    // The older name is the original: Northwind's own next invoice is Northwind's, unwarned.
    await mailNorthwindInvoice(`${NORTHWIND.name} <${NORTHWIND.email}>`, 'NW-5', '50.00', [
      '021000021',
      '000111222333',
    ]);
    expect((await invoiceNumbered('NW-5')).vendor_id).toBe(northwindId);
    const own = await intakeRecord((r) => r.subject === 'Invoice NW-5', "intake's record of NW-5");
    expect(own.warnings).toEqual([]);
  });

  it("a vendor's reply or invoice that the provider found forged changes nothing and is matched to no vendor", {
    timeout: 180_000,
  }, async () => {
    const northwind = await invoiceNumbered('NW-1');
    const northwindId = northwind.vendor_id ?? '';
    await authenticate('northwind.test', { spf: 'fail', dkim: 'fail', dmarc: 'fail' });
    // A "reply" from Northwind's own contact address in NW-1's thread, with new bank details.
    await send({
      from: `${NORTHWIND.name} <${NORTHWIND.email}>`,
      to: AP_MAILBOX,
      subject: 'Re: Invoice NW-1',
      messageId: '<nw-1-forged-reply@northwind.test>',
      inReplyTo: '<nw-1@northwind.test>',
      references: ['<nw-1@northwind.test>'],
      text: 'Please pay to routing 011000015, account 123123123123 from now on.',
    });
    const warned = await runOf(
      northwind.id,
      (summary) => summary.includes("failed the mail provider's sender checks; it changed nothing"),
      'the run saying the forged reply changed nothing',
    );
    expect(warned.trigger).toBe('vendor_replied');
    expect(warned.events.find((e) => e.event_type === 'warning')?.message).toBe(
      `The reply claiming to be from ${NORTHWIND.name} (${NORTHWIND.email}) failed sender authentication (DMARC fail for northwind.test): it may be forged, so nothing it says was read`,
    );

    // An invoice "from" Northwind's own address: matched to no vendor, holding no bank details.
    await mailNorthwindInvoice(`${NORTHWIND.name} <${NORTHWIND.email}>`, 'NW-4', '400.00', [
      '011000015',
      '123123123123',
    ]);
    const invoice = await invoiceNumbered('NW-4');
    expect(invoice.vendor_id).not.toBe(northwindId);
    expect(await readVendor(invoice.vendor_id ?? '')).toMatchObject({
      contact_email: null,
      account_number: null,
    });
    const update = await taskOf(
      invoice.id,
      (t) => t.task_type === 'update_vendor',
      'the draft vendor update',
    );
    expect((update.parameters as { sender_warning?: string }).sender_warning).toBe(
      `The sender ${NORTHWIND.email} failed the receiving mail server's sender checks (DMARC fail for northwind.test): it is treated as a stranger`,
    );
    expect(await readVendor(northwindId)).toMatchObject({ account_number: '••••2333' });
    // Nothing waits to change Northwind (the next test is the first to ask, from a new address).
    expect(
      (await tasks()).filter(
        (t) =>
          t.task_type === 'update_vendor' &&
          (t.parameters as { vendor_id: string }).vendor_id === northwindId,
      ),
    ).toEqual([]);
    await fetch(`${sandbox.urls.gmail}/__sandbox/sender-authentication/northwind.test`, {
      method: 'DELETE',
    });
  });

  it('a change of bank details from an address the vendor never used says so in its update_vendor task', {
    timeout: 180_000,
  }, async () => {
    const sender = 'payments@remit-desk.test';
    // The PDF prints Northwind's own address and tax id: matched, but the sender is new.
    await mailNorthwindInvoice(`Northwind AR <${sender}>`, 'NW-3', '300.00', [
      '121000358',
      '555444333222',
    ]);
    const invoice = await invoiceNumbered('NW-3');
    const vendor = await readVendor(invoice.vendor_id ?? '');
    expect(vendor).toMatchObject({ contact_email: NORTHWIND.email, account_number: '••••2333' });
    const update = await taskOf(
      invoice.id,
      (t) => t.task_type === 'update_vendor',
      'the vendor update',
    );
    const note = `The new bank details came from ${sender}, an address Northwind Traders has never used (its contact is ${NORTHWIND.email}): confirm them with Northwind Traders through a known contact before approving`;
    expect(update).toMatchObject({
      status: 'pending',
      parameters: { vendor_id: vendor.id, sender_warning: note },
    });
    const read = (await runs(invoice.id)).find((run) =>
      run.events.some((e) => e.node_name === 'read_email'),
    );
    expect(read?.events.some((e) => e.event_type === 'warning' && e.message === note)).toBe(true);
  });
});
