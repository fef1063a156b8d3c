import { getInvoiceDisplayStatus } from '@ap/domain';
import {
  IntakeMessageListSchema,
  type Invoice,
  InvoiceListRowsSchema,
  InvoiceSchema,
  type Task,
  TaskActionResponseSchema,
  TaskListSchema,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import type { SandboxUnderTest } from '@ap/sandbox/testing';
import { gmail as gmailApi } from '@googleapis/gmail';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../support/api-client';
import { invoicePdf } from '../support/invoice-pdf';
import {
  AP_MAILBOX,
  allowSending,
  eventually,
  type IntakeHarness,
  reviewInternalSenders,
  startIntakeHarness,
} from '../support/mail-intake-harness';
import { mailboxReader, signIn } from '../support/sandbox-browser';
import type { ServerProcess } from '../support/server-process';

const DANA = 'dana@acme.test';
const MEMBER = 'member@acme.test';
const VENDOR = { name: 'Sprocket Supply LLC', email: 'billing@sprocket.test' };
const VENDOR_DETAILS = [
  'Hello, here are our details.',
  '',
  'Tax ID: 12-3456789',
  'Legal name: Sprocket Supply LLC',
  'Entity type: LLC',
  'Legal address: 5 Gear Street, Tacoma, WA 98402',
  'Bank name: First Test Bank',
  'Bank address: 1 Money Street, Tacoma, WA 98402',
  'Beneficiary: Sprocket Supply LLC',
  'Routing number: 021000021',
  'Account number: 000123456789',
].join('\n');

/**
 * Approval routing on loopback (sandbox with its Gmail stand-in, the API process
 * with its in-process worker), with the organisation's DEFAULT mandatory checks: the
 * requisitioner and the approval chain are enforced, and nothing is switched off.
 */
describe('approval routing: requisitioner from the forwarder, approval by e-mail reply or in the app', () => {
  let harness: IntakeHarness;
  let sandbox: SandboxUnderTest;
  let server: ServerProcess;
  let api: ApiClient;
  let member: ApiClient;

  beforeAll(async () => {
    // Colleagues forward invoices to the AP mailbox, and the assistant sends mail.
    harness = await startIntakeHarness({}, async (admin) => {
      await allowSending(admin);
      await reviewInternalSenders(admin);
    });
    ({ sandbox, server, api } = harness);
    member = createApiClient(
      server.baseUrl,
      await signIn(sandbox.urls.auth, MEMBER, 'demo-password', 'org_demo'),
    );
  });
  afterAll(async () => {
    if (process.env.DEBUG_ASSISTANT) console.log(server?.output());
    await harness?.stop();
  });

  const send = async (mail: SendMailOptions) => {
    await harness.sendMail(mail);
  };
  /** Dana forwards the vendor's invoice to the AP mailbox. */
  const forwardInvoice = async (number: string, total: string) =>
    send({
      from: `Dana Lopez <${DANA}>`,
      to: AP_MAILBOX,
      subject: `Fwd: Invoice ${number}`,
      messageId: `<fwd-${number.toLowerCase()}@acme.test>`,
      text: `Please pay this one.\n\n---------- Forwarded message ---------\nFrom: ${VENDOR.name} <${VENDOR.email}>\nSubject: Invoice ${number}`,
      attachments: [
        {
          filename: `${number}.pdf`,
          content: await invoicePdf({
            vendor: VENDOR.name,
            vendorEmail: VENDOR.email,
            number,
            issueDate: '2026-11-03',
            dueDate: '2026-12-03',
            items: [{ description: 'Sprockets', quantity: '1', rate: total, amount: total }],
            subtotal: total,
            tax: '0.00',
            total,
          }),
          contentType: 'application/pdf',
        },
      ],
    });
  const readInvoice = async (id: string) =>
    InvoiceSchema.parse((await api.get(`/api/invoices/${id}`)).body);
  const invoiceNumbered = (number: string) =>
    eventually(async () => {
      const list = InvoiceListRowsSchema.parse((await api.get('/api/invoices/')).body);
      const row = list.find((invoice) => invoice.invoice_number === number);
      const found = row && (await readInvoice(row.id));
      return found && found.approvals.length > 0 ? found : undefined;
    }, `invoice ${number} with its approval chain`);
  const tasks = async () => TaskListSchema.parse((await api.get('/api/tasks')).body);
  const taskOf = (invoiceId: string, match: (task: Task) => boolean, what: string) =>
    eventually(
      async () => (await tasks()).find((task) => task.invoice_id === invoiceId && match(task)),
      what,
    );
  const emailTo = (address: string, status: Task['status']) => (task: Task) =>
    task.task_type === 'send_email' &&
    task.status === status &&
    (task.parameters as { to: string[] }).to.includes(address);
  const runs = async (invoiceId: string) =>
    WorkflowRunListSchema.parse((await api.get(`/api/workflow-runs/invoice/${invoiceId}`)).body);
  const approveTask = async (task: Task) => {
    const answer = await api.post(`/api/tasks/${task.id}/approve`);
    expect(TaskActionResponseSchema.parse(answer.body).status).toBe('executed');
  };
  const mailboxOf = async (address: string) =>
    gmailApi({
      version: 'v1',
      auth: await mailboxReader(sandbox.urls.gmail, address),
      rootUrl: `${sandbox.urls.gmail}/`,
    });
  /** The Message-ID of the message with this subject in a mailbox, once it arrived. */
  const receivedId = async (address: string, subject: string) => {
    const box = await mailboxOf(address);
    return eventually(async () => {
      const listed = await box.users.messages.list({ userId: 'me' });
      for (const { id } of listed.data.messages ?? []) {
        const message = await box.users.messages.get({
          userId: 'me',
          id: id ?? '',
          format: 'metadata',
        });
        const headers = message.data.payload?.headers ?? [];
        const header = (name: string) =>
          headers.find((h) => h.name?.toLowerCase() === name.toLowerCase())?.value ?? undefined;
        if (header('Subject') === subject) return header('Message-ID');
      }
      return undefined;
    }, `"${subject}" in ${address}'s mailbox`);
  };
  /** Replies in the thread of the request with this Message-ID. */
  const reply = (from: string, subject: string, inReplyTo: string, text: string, id: string) =>
    send({
      from,
      to: AP_MAILBOX,
      subject: `Re: ${subject}`,
      messageId: `<${id}@${from.split('@')[1]?.replace('>', '')}>`,
      inReplyTo,
      references: [inReplyTo],
      text,
    });

  it('takes a forwarded invoice to Ready to Pay: requisitioner from the forwarder, approval by her reply', {
    timeout: 240_000,
  }, async () => {
    await forwardInvoice('SP-100', '740.00');
    const invoice = await invoiceNumbered('SP-100');

    // The forwarder is the requisitioner, recorded with its source; the chain is routed.
    expect(invoice).toMatchObject({
      requisitioner_contact_name: 'Dana Lopez',
      requisitioner_contact_email: DANA,
      approvals: [{ role: 'Requisitioner', approver: DANA, approved: false }],
    });
    const intake = (await runs(invoice.id)).find((run) =>
      run.events.some((e) => e.node_name === 'set_requisitioner'),
    );
    expect(intake?.trigger).toBe('email_received');
    expect(intake?.events.find((e) => e.node_name === 'set_requisitioner')?.message).toBe(
      'Requisitioner set to Dana Lopez <dana@acme.test>: source, the internal sender who forwarded the invoice to the AP mailbox',
    );
    const approvalCheck = () =>
      readInvoice(invoice.id).then((i) =>
        i.checks.find((check) => check.name === 'invoice_approval_status'),
      );
    expect(await approvalCheck()).toMatchObject({
      status: 'failed',
      reason: `Waiting for Requisitioner (${DANA}) approval`,
    });

    // The approval request to Dana (e-mailing a teammate is protected by default).
    const request = await taskOf(invoice.id, emailTo(DANA, 'pending'), 'the approval request');
    const email = request.parameters as { subject: string; body: string };
    expect(email.subject).toBe(
      'Approval needed: invoice SP-100 from Sprocket Supply LLC ($740.00)',
    );
    expect(email.body).toMatch(/^Hello Dana Lopez,/);
    expect(email.body).toContain('needs your approval as Requisitioner');
    await approveTask(request);
    const requestId = await receivedId(DANA, email.subject);
    if (!requestId) throw new Error('the request has no Message-ID');

    // A colleague who is not the approver answers 'Approved': nothing is approved.
    await reply(`Morgan Reed <${MEMBER}>`, email.subject, requestId, 'Approved', 'morgan-approves');
    await eventually(async () => {
      const records = IntakeMessageListSchema.parse(
        (await api.get('/api/mail-intake/messages')).body,
      );
      return records.find((r) => r.sender === MEMBER);
    }, "intake's record of Morgan's reply");
    expect((await readInvoice(invoice.id)).approvals).toEqual([
      { role: 'Requisitioner', approver: DANA, approved: false },
    ]);

    // Dana forwards someone else's 'Approved' with a question: still nothing approved.
    await reply(
      `Dana Lopez <${DANA}>`,
      email.subject,
      requestId,
      'Is this the one we discussed?\n\n---------- Forwarded message ---------\nFrom: Boss\nApproved',
      'dana-asks',
    );
    await eventually(
      async () =>
        (await runs(invoice.id)).find((run) =>
          /neither approved nor rejected/.test(run.summary ?? ''),
        ),
      'the run saying the reply decided nothing',
    );
    expect((await readInvoice(invoice.id)).approvals[0]?.approved).toBe(false);

    // Dana answers 'Approved' above the quoted request: the step is approved.
    await reply(
      `Dana Lopez <${DANA}>`,
      email.subject,
      requestId,
      `Approved, thanks!\n\nOn Tue, Acme AP <${AP_MAILBOX}> wrote:\n> ${email.body.split('\n').join('\n> ')}`,
      'dana-approves',
    );
    await eventually(
      async () => ((await readInvoice(invoice.id)).approvals[0]?.approved ? true : undefined),
      "Dana's approval",
    );
    expect(await approvalCheck()).toMatchObject({ status: 'success' });
    const approvedRun = (await runs(invoice.id)).find((run) =>
      run.events.some((e) => e.node_name === 'approve_invoice' && e.event_type === 'completed'),
    );
    expect(approvedRun?.summary).toBe(
      `${DANA} approved the invoice as Requisitioner by e-mail reply; checks re-ran.`,
    );

    // What the vendor owes: asked, answered, applied; then the invoice is Ready to Pay.
    const ask = await taskOf(invoice.id, emailTo(VENDOR.email, 'pending'), 'the vendor request');
    await approveTask(ask);
    const askSubject = (ask.parameters as { subject: string }).subject;
    const askId = await receivedId(VENDOR.email, askSubject);
    await reply(
      VENDOR.email,
      askSubject.replace(/^Re: /, ''),
      askId ?? '',
      VENDOR_DETAILS,
      'sp-details',
    );
    const update = await taskOf(
      invoice.id,
      (t) => t.task_type === 'update_vendor' && t.status === 'pending',
      'the vendor update',
    );
    await approveTask(update);
    const pay = await taskOf(
      invoice.id,
      (t) => t.task_type === 'pay_invoice' && t.status === 'pending',
      'the drafted payment',
    );
    expect(pay.parameters).toMatchObject({ invoice_number: 'SP-100', amount: 740 });
    const ready = await readInvoice(invoice.id);
    expect(ready.checks.filter((c) => c.status === 'failed' && !c.overridden)).toEqual([]);
    expect(getInvoiceDisplayStatus(ready)).toBe('Ready to Pay');
  });

  it('approves in the app only as the approver; a high-value invoice also needs an Admin; an edit resets the chain', {
    timeout: 180_000,
  }, async () => {
    await forwardInvoice('SP-200', '12500.00');
    const invoice = await invoiceNumbered('SP-200');
    // The Admin step names nobody: any Admin or Owner but the requisitioner approves it.
    expect(invoice.approvals).toEqual([
      { role: 'Requisitioner', approver: DANA, approved: false },
      { role: 'Admin', approver: '', approved: false },
    ]);
    const approve = (client: ApiClient) =>
      client.post(`/api/invoices/${invoice.id}/approvals/approve`);

    // Morgan (a Member, approver of nothing) is refused, and nothing changes.
    const refused = await approve(member);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(`you are signed in as ${MEMBER}`);
    expect((await readInvoice(invoice.id)).approvals.every((s) => !s.approved)).toBe(true);

    // An Admin approves the Admin step only, and is recorded as its approver.
    const mine = await approve(api);
    expect(mine.status).toBe(200);
    expect(InvoiceSchema.parse(mine.body).approvals).toEqual([
      { role: 'Requisitioner', approver: DANA, approved: false },
      { role: 'Admin', approver: AP_MAILBOX, approved: true },
    ]);
    expect((await approve(api)).status).toBe(403); // only Dana's step waits now
    const inApp = (await runs(invoice.id)).find((run) => run.trigger === 'user_message');
    expect(inApp?.summary).toBe(
      `${AP_MAILBOX} approved the invoice as Admin in the app; checks re-ran.`,
    );

    // A new amount resets what was approved; the chain is routed again.
    const saved = await api.patch(`/api/invoices/${invoice.id}`, {
      invoice_id: invoice.id,
      amount: 12000,
    });
    expect(saved.status).toBe(200);
    expect((saved.body as Invoice).approvals).toEqual([]);
    await eventually(
      async () => ((await readInvoice(invoice.id)).approvals.length === 2 ? true : undefined),
      'the chain routed again',
    );
    expect((await readInvoice(invoice.id)).approvals.every((s) => !s.approved)).toBe(true);
    expect((await approve(api)).status).toBe(200);
    expect((await approve(api)).status).toBe(403);

    // Dana approves by e-mail, then nothing waits: 409.
    const request = await taskOf(
      invoice.id,
      (t) =>
        emailTo(DANA, 'pending')(t) &&
        (t.parameters as { subject: string }).subject.includes('$12,000.00'),
      'the approval request for the new amount',
    );
    await approveTask(request);
    const subject = (request.parameters as { subject: string }).subject;
    const requestId = await receivedId(DANA, subject);
    await reply(`Dana Lopez <${DANA}>`, subject, requestId ?? '', 'LGTM, approved.', 'sp-200-ok');
    await eventually(
      async () =>
        (await readInvoice(invoice.id)).approvals.every((s) => s.approved) ? true : undefined,
      'every step approved',
    );
    const nothing = await approve(api);
    expect(nothing.status).toBe(409);
    expect(JSON.stringify(nothing.body)).toContain('Nothing to approve');
  });

  it('two approvers approving at the same moment both count', { timeout: 120_000 }, async () => {
    await forwardInvoice('SP-300', '15000.00');
    const invoice = await invoiceNumbered('SP-300');
    // Morgan is made the requisitioner: the chain is routed again, to Morgan and the Admin.
    const saved = await api.patch(`/api/invoices/${invoice.id}`, {
      invoice_id: invoice.id,
      requisitioner_contact_name: 'Morgan Reed',
      requisitioner_contact_email: MEMBER,
    });
    expect(saved.status).toBe(200);
    const rerouted = await eventually(async () => {
      const now = await readInvoice(invoice.id);
      return now.approvals[0]?.approver === MEMBER ? now : undefined;
    }, 'the chain routed to Morgan');
    expect(rerouted.approvals).toEqual([
      { role: 'Requisitioner', approver: MEMBER, approved: false },
      { role: 'Admin', approver: '', approved: false },
    ]);
    const answers = await Promise.all(
      [member, api, member, api].map((client) =>
        client.post(`/api/invoices/${invoice.id}/approvals/approve`),
      ),
    );
    // Each approver's first call approves their step; the second finds nothing of theirs.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.every((a) => [200, 403, 409].includes(a.status))).toBe(true);
    expect((await readInvoice(invoice.id)).approvals.every((step) => step.approved)).toBe(true);
    // Ready now: over $10,000, the payment always waits for a person.
    const pay = await taskOf(
      invoice.id,
      (t) => t.task_type === 'pay_invoice' && t.status === 'pending',
      'the drafted payment',
    );
    expect(pay.parameters).toMatchObject({ invoice_number: 'SP-300', amount: 15000 });
  });
});
