import { getInvoiceDisplayStatus } from '@ap/domain';
import {
  IntakeMessageListSchema,
  type Invoice,
  type InvoiceListRow,
  InvoiceListRowsSchema,
  InvoiceSchema,
  PayInvoiceResponseSchema,
  type Task,
  TaskListSchema,
} from '@ap/domain/contract';
import pg from 'pg';
import type { ApiClient } from './api-client';
import { AP_MAILBOX } from './connect-integrations';
import { type InvoiceFixture, invoicePdf } from './invoice-pdf';
import type { GmailAccount } from './stand-ins';
import { waitFor } from './wait-for';

/**
 * Reading the product through its API the way the web app does, for the process tests and
 * the assistant benchmark. No vitest here: the benchmark runs it under plain tsx.
 */

const expectOk = (what: string, answer: { status: number; body: unknown }) => {
  if (answer.status !== 200)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** The rows of the invoice list (GET /api/invoices/). */
export const listInvoices = async (api: ApiClient): Promise<InvoiceListRow[]> =>
  InvoiceListRowsSchema.parse(expectOk('GET /api/invoices/', await api.get('/api/invoices/')));

export const getInvoice = async (api: ApiClient, id: string): Promise<Invoice> =>
  InvoiceSchema.parse(expectOk(`GET /api/invoices/${id}`, await api.get(`/api/invoices/${id}`)));

export const listTasks = async (api: ApiClient): Promise<Task[]> =>
  TaskListSchema.parse(expectOk('GET /api/tasks', await api.get('/api/tasks')));

export const tasksOf = async (api: ApiClient, invoiceId: string) =>
  (await listTasks(api)).filter((task) => task.invoice_id === invoiceId);

export const intakeRecords = async (api: ApiClient) =>
  IntakeMessageListSchema.parse(
    expectOk('GET /api/mail-intake/messages', await api.get('/api/mail-intake/messages')),
  );

/**
 * True when no background job is waiting, retrying or running (pg-boss's own table on the
 * product's PostgreSQL database), else undefined: what a test waits for before it says that
 * something did not happen.
 */
export const jobsIdle = async (databaseUrl: string): Promise<true | undefined> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; state: string }>(
      `select name, state from pgboss.job
        where state in ('created', 'retry', 'active') and start_after < now() + interval '1 minute'`,
    );
    if (process.env.DEBUG_E2E && rows.length) console.log('[e2e] busy jobs', rows);
    return rows.length === 0 ? true : undefined;
  } finally {
    await client.end();
  }
};

export const displayStatus = (invoice: Invoice | InvoiceListRow) =>
  getInvoiceDisplayStatus(invoice);

/** The invoice numbered so (in full), once intake has read it into the list. */
export const invoiceNumbered = async (
  api: ApiClient,
  number: string,
  ms = 60_000,
): Promise<Invoice> => {
  const row = await waitFor(
    `invoice ${number} in GET /api/invoices/`,
    async () => {
      const found = (await listInvoices(api)).filter((i) => i.invoice_number === number);
      return found.length === 1 ? found[0] : undefined;
    },
    ms,
    async () => `intake: ${JSON.stringify(await intakeRecords(api))}`,
  );
  return getInvoice(api, row.id);
};

/** A vendor's invoice e-mail with the PDF attached, sent from the vendor's own mailbox. */
export const mailInvoice = async (
  vendor: GmailAccount,
  fixture: InvoiceFixture,
  messageId?: string,
) =>
  vendor.send({
    to: AP_MAILBOX,
    subject: `Invoice ${fixture.number}`,
    ...(messageId ? { messageId } : {}),
    text: `Hello,\n\nplease find attached our invoice ${fixture.number} for ${fixture.total} USD.\n\nThank you,\n${fixture.vendor}`,
    attachments: [
      {
        filename: `${fixture.number}.pdf`,
        content: await invoicePdf(fixture),
        contentType: 'application/pdf',
      },
    ],
  });

/**
 * Pays an invoice as a person does: POST pay, and when that drafts (or finds) a pending
 * pay_invoice task, approves it. Returns the approval's answer status (200 when executed).
 */
export const payInvoice = async (api: ApiClient, invoiceId: string) => {
  const paid = PayInvoiceResponseSchema.parse(
    expectOk('POST pay', await api.post(`/api/invoices/${invoiceId}/pay`)),
  );
  if (paid.outcome === 'queued') return paid;
  const taskId = paid.task?.id;
  if (!taskId) throw new Error(`pay answered approval_required without a task: ${paid.message}`);
  expectOk('approve pay_invoice', await api.post(`/api/tasks/${taskId}/approve`));
  return paid;
};

/** An invoice whose line items add up to its total (the model has no tax line). */
export const completeInvoice = (
  vendor: { name: string; email: string },
  number: string,
  lines: [description: string, quantity: number, rateCents: number][],
): InvoiceFixture => {
  const money = (cents: number) => (cents / 100).toFixed(2);
  const items = lines.map(([description, quantity, rate]) => ({
    description,
    quantity: String(quantity),
    rate: money(rate),
    amount: money(quantity * rate),
  }));
  const total = money(lines.reduce((sum, [, quantity, rate]) => sum + quantity * rate, 0));
  return {
    vendor: vendor.name,
    vendorEmail: vendor.email,
    number,
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    items,
    subtotal: total,
    tax: '0.00',
    total,
  };
};

/**
 * The vendor's answer to a request for its tax id (with the rest of its W-9: legal name,
 * entity type, legal address) and bank details, as a person writes it.
 */
export const vendorDetailsReply = (details: {
  name: string;
  legalAddress: string;
  taxId: string;
  bankName: string;
  bankAddress: string;
  routingNumber: string;
  accountNumber: string;
}) =>
  [
    'Hi,',
    '',
    'sorry for the missing details. Here they are:',
    '',
    `Legal name: ${details.name}`,
    'Entity type: LLC',
    `Legal address: ${details.legalAddress}`,
    `EIN: ${details.taxId}`,
    `Bank name: ${details.bankName}`,
    `Bank address: ${details.bankAddress}`,
    `Beneficiary: ${details.name}`,
    `Routing number: ${details.routingNumber}`,
    `Account number: ${details.accountNumber}`,
    '',
    'Best regards,',
    details.name,
  ].join('\n');
