import {
  IntakeMessageListSchema,
  InvoiceListRowsSchema,
  InvoiceSchema,
  type Task,
  TaskActionResponseSchema,
  TaskListSchema,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AP_MAILBOX,
  allowSending,
  eventually,
  type IntakeHarness,
  startIntakeHarness,
} from '../support/mail-intake-harness';
import { type GmailAccount, gmailAccount, type MailboxMessage } from '../support/stand-ins';
import { emailInvoice } from '../support/vendor-invoice-mail';

const DANA = 'dana@acme.test';
const CONTROLLER = 'member@acme.test'; // Morgan, the controller (a Member of Acme Corp)
/** The seeded vendor the rule names (its billing address is the sender). */
const VENDOR = {
  id: 'ven_demo_office',
  name: 'Office Supplies Co',
  email: 'billing@officesupplies.test',
};

/**
 * Approval chains on loopback (sandbox with its Gmail stand-in, the API process with
 * its in-process worker), on the default mandatory checks: an Admin's rule "over $5,000 from
 * Office Supplies Co: the requisitioner, then the controller" routes an e-mailed invoice of
 * $6,000 through both steps, asked one after the other and approved by e-mail replies, while
 * one of $4,000 takes the default.
 */
describe('approval chains: e-mailed invoices routed by the organisation rules', () => {
  let harness: IntakeHarness;
  let vendor: GmailAccount;
  let dana: GmailAccount;
  let controller: GmailAccount;

  beforeAll(async () => {
    harness = await startIntakeHarness({}, async (admin) => {
      await allowSending(admin);
      const rules = await admin.put('/api/organization/configurations/approval-chains', {
        approval_chains: {
          rules: [
            {
              id: 'big_office',
              name: 'Big office orders',
              conditions: {
                amount: { currency: 'USD', over: '5000', up_to: null },
                vendor_ids: [VENDOR.id],
                gl_accounts: [],
                gl_classes: [],
              },
              steps: [
                { type: 'role', role: 'Requisitioner' },
                { type: 'person', email: CONTROLLER, title: 'Controller' },
              ],
            },
          ],
          default_steps: [{ type: 'role', role: 'Requisitioner' }],
        },
      });
      expect(rules.status).toBe(200);
    });
    const gmail = harness.sandbox.urls.gmail;
    [vendor, dana, controller] = await Promise.all([
      gmailAccount(gmail, VENDOR.email),
      gmailAccount(gmail, DANA),
      gmailAccount(gmail, CONTROLLER),
    ]);
  }, 180_000);
  afterAll(async () => {
    if (process.env.DEBUG_ASSISTANT) console.log(harness?.server.output());
    await harness?.stop();
  });

  const api = () => harness.api;
  const sendInvoice = (number: string, total: string) =>
    emailInvoice(vendor, AP_MAILBOX, {
      vendor: VENDOR.name,
      vendorEmail: VENDOR.email,
      number,
      issueDate: '2026-11-03',
      dueDate: '2026-12-03',
      items: [{ description: 'Office chairs', quantity: '1', rate: total, amount: total }],
      subtotal: total,
      tax: '0.00',
      total,
      requestedBy: `Dana Lopez <${DANA}>`,
    });
  const routedInvoice = (number: string) =>
    eventually(
      async () => {
        const rows = InvoiceListRowsSchema.parse((await api().get('/api/invoices/')).body);
        const row = rows.find((invoice) => invoice.invoice_number === number);
        if (!row) return undefined;
        const invoice = InvoiceSchema.parse((await api().get(`/api/invoices/${row.id}`)).body);
        return invoice.approvals.length > 0 ? invoice : undefined;
      },
      `invoice ${number} with its approval chain`,
      120_000,
    );
  const readInvoice = async (id: string) =>
    InvoiceSchema.parse((await api().get(`/api/invoices/${id}`)).body);
  const requestsOf = async (invoiceId: string) =>
    TaskListSchema.parse((await api().get('/api/tasks')).body).filter(
      (task) => task.invoice_id === invoiceId && task.task_type === 'send_email',
    );
  const pendingRequestTo = (invoiceId: string, address: string) =>
    eventually(
      async () =>
        (await requestsOf(invoiceId)).find(
          (task: Task) =>
            task.status === 'pending' && (task.parameters as { to: string[] }).to.includes(address),
        ),
      `the approval request to ${address}`,
    );
  /** Approves the drafted request (e-mailing a teammate is protected) and answers it as delivered. */
  const deliver = async (task: Task, to: GmailAccount): Promise<MailboxMessage> => {
    const approved = await api().post(`/api/tasks/${task.id}/approve`);
    expect(TaskActionResponseSchema.parse(approved.body).status).toBe('executed');
    const subject = (task.parameters as { subject: string }).subject;
    return eventually(
      async () =>
        (await to.messages()).find(
          (m) => m.labelIds.includes('INBOX') && m.headers.subject === subject,
        ),
      `"${subject}" in ${to.address}'s inbox`,
    );
  };

  it('routes $6,000 from the vendor through the requisitioner, then the controller, each by e-mail', {
    timeout: 300_000,
  }, async () => {
    await sendInvoice('OS-6000', '6000.00');
    const invoice = await routedInvoice('OS-6000');
    expect(invoice.vendor_id).toBe(VENDOR.id);
    expect(invoice.approvals).toEqual([
      { role: 'Requisitioner', approver: DANA, approved: false },
      { role: 'Controller', approver: CONTROLLER, approved: false },
    ]);
    const events = WorkflowRunListSchema.parse(
      (await api().get(`/api/workflow-runs/invoice/${invoice.id}`)).body,
    ).flatMap((run) => run.events.map((event) => event.message));
    expect(events).toContain(
      `Routed the approval chain by rule "Big office orders": Requisitioner (${DANA}), then Controller (${CONTROLLER})`,
    );

    // One step at a time: Dana is asked; the controller only once she approved.
    const toDana = await pendingRequestTo(invoice.id, DANA);
    expect(
      (await requestsOf(invoice.id)).some((t) => JSON.stringify(t.parameters).includes(CONTROLLER)),
    ).toBe(false);
    const askedDana = await deliver(toDana, dana);
    await dana.reply(askedDana, { text: 'Approved, thanks.' });
    await eventually(
      async () => ((await readInvoice(invoice.id)).approvals[0]?.approved ? true : undefined),
      "Dana's approval",
    );
    const toController = await pendingRequestTo(invoice.id, CONTROLLER);
    expect((toController.parameters as { body: string }).body).toContain(
      'needs your approval as Controller',
    );
    const askedController = await deliver(toController, controller);

    // Dana cannot approve the controller's step too (one person, one step).
    const fromDana = async () =>
      IntakeMessageListSchema.parse((await api().get('/api/mail-intake/messages')).body).filter(
        (record) => record.sender === DANA,
      ).length;
    const before = await fromDana();
    await dana.reply(askedController, { text: 'Approved' });
    await eventually(
      async () => ((await fromDana()) > before ? true : undefined),
      "intake's record of Dana's second reply",
    );
    expect((await readInvoice(invoice.id)).approvals[1]?.approved).toBe(false);
    // The controller's own reply approves it.
    await controller.reply(askedController, { text: 'Approved. Morgan' });
    const done = await eventually(async () => {
      const now = await readInvoice(invoice.id);
      return now.approvals.every((step) => step.approved) ? now : undefined;
    }, "the controller's approval");
    expect(done.approvals).toEqual([
      { role: 'Requisitioner', approver: DANA, approved: true },
      { role: 'Controller', approver: CONTROLLER, approved: true },
    ]);
    expect(done.checks.find((c) => c.name === 'invoice_approval_status')?.status).toBe('success');
  });

  it('routes $4,000 from the same vendor by the default: the requisitioner alone', {
    timeout: 180_000,
  }, async () => {
    await sendInvoice('OS-4000', '4000.00');
    const invoice = await routedInvoice('OS-4000');
    expect(invoice.approvals).toEqual([{ role: 'Requisitioner', approver: DANA, approved: false }]);
    const events = WorkflowRunListSchema.parse(
      (await api().get(`/api/workflow-runs/invoice/${invoice.id}`)).body,
    ).flatMap((run) => run.events.map((event) => event.message));
    expect(events).toContain(
      `Routed the approval chain by rule "Every other invoice": Requisitioner (${DANA})`,
    );
  });
});
