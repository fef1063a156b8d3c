import { type Task, TaskListSchema, TaskSchema } from '@ap/domain/contract';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { invoicePdf } from './support/invoice-pdf';
import {
  AP_MAILBOX,
  eventually,
  type IntakeHarness,
  startIntakeHarness,
} from './support/mail-intake-harness';

// The demo vendor's bank details on record, and the ones its next invoice prints.
const OFFICE = { name: 'Office Supplies Co', email: 'billing@officesupplies.test' };
const ACCOUNT_ON_RECORD = '000123456789';
const NEW_ACCOUNT = '000555517777';
const NEW_ROUTING = '011000015';
const SEND_DATE = '2026-12-01'; // inv_demo_high_value's payment_send_date

/**
 * A task says what approving it will do. The real API process and the sandbox; the
 * vendor e-mails an invoice printing other bank details over SMTP, the assistant drafts an
 * update_vendor task, and the task list carries its preview: the vendor by name, each field
 * old → new, bank numbers masked to their last four (never in clear anywhere in the answer).
 */
describe('task previews: what approving a task will do', () => {
  let harness: IntakeHarness;
  let api: ApiClient;

  beforeAll(async () => {
    harness = await startIntakeHarness();
    ({ api } = harness);
  }, 120_000);
  afterAll(() => harness?.stop());

  const send = (mail: SendMailOptions) => harness.sendMail(mail);
  const pendingTasks = async () => {
    const answer = await api.get('/api/tasks?status=pending');
    expect(answer.status).toBe(200);
    return { raw: JSON.stringify(answer.body), tasks: TaskListSchema.parse(answer.body) };
  };

  it('an update_vendor task changing bank details lists each field old → new, masked', async () => {
    const number = 'OS-PREVIEW-1';
    await send({
      from: `${OFFICE.name} <${OFFICE.email}>`,
      to: AP_MAILBOX,
      subject: `Invoice ${number}`,
      messageId: `<${number.toLowerCase()}@officesupplies.test>`,
      text: 'Our invoice is attached. Please note our new bank account.',
      attachments: [
        {
          filename: `${number}.pdf`,
          content: await invoicePdf({
            vendor: OFFICE.name,
            vendorEmail: OFFICE.email,
            number,
            issueDate: '2026-11-03',
            dueDate: '2026-12-03',
            items: [{ description: 'Paper', quantity: '1', rate: '120.00', amount: '120.00' }],
            subtotal: '120.00',
            tax: '0.00',
            total: '120.00',
            footer: [
              'Bank name: First Test Bank',
              `Routing number: ${NEW_ROUTING}`,
              `Account number: ${NEW_ACCOUNT}`,
            ],
          }),
        },
      ],
    });
    const isBankChange = (task: Task) =>
      task.task_type === 'update_vendor' &&
      (task.preview?.changes ?? []).some((change) => change.field === 'account_number');
    const task = await eventually(
      async () => (await pendingTasks()).tasks.find(isBankChange),
      'the update_vendor task for the new bank details',
    );
    expect(task.preview?.vendor_name).toBe(OFFICE.name);
    expect(task.preview?.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'account_number',
          label: 'Account Number',
          from: '••••6789',
          to: '••••7777',
          payment_information: true,
        },
        {
          field: 'routing_number',
          label: 'Routing Number',
          from: '••••0021',
          to: '••••0015',
          payment_information: true,
        },
      ]),
    );
    // Neither number leaves the server in clear: not in the list, not in the single task.
    const one = await api.get(`/api/tasks/${task.id}`);
    expect(TaskSchema.parse(one.body).preview).toEqual(task.preview);
    const { raw } = await pendingTasks();
    for (const body of [raw, JSON.stringify(one.body)]) {
      for (const secret of [ACCOUNT_ON_RECORD, NEW_ACCOUNT, NEW_ROUTING, '021000021']) {
        expect(body).not.toContain(secret);
      }
    }
  }, 120_000);

  it('names the vendor of every task and previews a payment: payee, amount, account, date', async () => {
    const { tasks } = await pendingTasks();
    const phone = tasks.find((t) => t.id === 'task_demo_vendor_pending');
    expect(phone?.preview).toEqual({
      vendor_name: 'Green Leaf Catering',
      changes: [
        {
          field: 'phone',
          label: 'Phone',
          from: null, // the caterer has no phone on record yet
          to: '+1 555 0102',
          payment_information: false,
        },
      ],
    });
    const pay = tasks.find((t) => t.id === 'task_demo_pay_pending');
    expect(pay?.preview).toEqual({
      vendor_name: 'Cloudly Hosting',
      payment: {
        payee: 'Cloudly Hosting',
        amount_cents: 1_840_000,
        currency: 'USD',
        destination_account: '••••4321',
        bank_name: 'First National Bank',
        // The invoice's payment_send_date holds it while in the future; else it goes on approval.
        payment_date: SEND_DATE > new Date().toISOString().slice(0, 10) ? SEND_DATE : null,
      },
    });
    // Past tasks keep their vendor's name but preview no change (the record already has it).
    const all = TaskListSchema.parse((await api.get('/api/tasks')).body);
    const approved = all.find((t) => t.id === 'task_demo_vendor_approved');
    expect(approved?.preview).toEqual({ vendor_name: 'Cloudly Hosting' });
  });
});
