import { createHmac, randomBytes } from 'node:crypto';
import type { Invoice, Task } from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../support/api-client';
import {
  completeInvoice,
  displayStatus,
  getInvoice,
  intakeRecords,
  invoiceNumbered,
  jobsIdle,
  listInvoices,
  listTasks,
  mailInvoice,
  payInvoice,
  tasksOf,
  vendorDetailsReply,
} from '../support/assistant-flow';
import { backendNames } from '../support/backends';
import {
  AP_MAILBOX,
  connectMailbox,
  connectMoov,
  connectQuickbooks,
  QUICKBOOKS_REALM,
} from '../support/connect-integrations';
import { type Product, startProduct } from '../support/product-processes';
import { signIn } from '../support/sandbox-browser';
import {
  clearFaults,
  type GmailAccount,
  gmailAccount,
  injectFault,
  type MoovTransfer,
  moovStandIn,
  type QuickbooksEntity,
  quickbooksStandIn,
} from '../support/stand-ins';
import { waitFor } from '../support/wait-for';

const FACILITATOR = 'b6e9a7a0-5f1e-4c1e-9a51-ac3e00000001';
const VENDOR = { name: 'Greenleaf Catering LLC', email: 'hello@greenleaf.test' };
const VENDOR_DETAILS = {
  name: VENDOR.name,
  legalAddress: '12 Harbour Road, Seattle, WA 98101',
  taxId: '12-3456789',
  bankName: 'First Harbour Bank',
  bankAddress: '200 Pine Street, Seattle, WA 98101',
  routingNumber: '125000024',
  accountNumber: '4455667788',
};
/** The webhook the sandbox registers from SANDBOX_MOOV_WEBHOOK_URL (apps/sandbox/src/moov/webhooks.ts). */
const SANDBOX_WEBHOOK_ID = '00000000-0000-4000-8000-00000000a11e';

/** The colleague who ordered the catering: the invoice names her, and she approves it. */
const REQUISITIONER = { name: 'Dana Lopez', email: 'dana@acme.test' };
const FIRST = {
  ...completeInvoice(VENDOR, 'GL-2026-118', [
    ['Catered lunch, 40 guests', 40, 1850],
    ['Coffee service', 1, 12000],
  ]),
  requestedBy: `${REQUISITIONER.name} <${REQUISITIONER.email}>`,
};
/** Ordered by the AP user himself (Alex Payne, an Admin), who approves it in the app. */
const SECOND = {
  ...completeInvoice(VENDOR, 'GL-2026-131', [['Catered breakfast, 25 guests', 25, 1420]]),
  requestedBy: `Alex Payne <${AP_MAILBOX}>`,
};
const cents = (invoice: { total: string }) => Math.round(Number(invoice.total) * 100);

/**
 * The assistant's whole flow on loopback with real processes: the sandbox, the API server
 * (JOBS_IN_PROCESS=false) and a separate worker process on one PostgreSQL database. The
 * vendor and the requisitioner use their own mailboxes at the Gmail stand-in; the payment and
 * the bill are read from the Moov and QuickBooks stand-ins, not from the product. The
 * organisation keeps the DEFAULT mandatory checks: the vendor's legal name, legal address,
 * tax id and bank details, the requisitioner and the approval chain all block payment.
 */
describe.skipIf(!(await backendNames()).includes('postgres'))(
  'the assistant end to end (API, worker and sandbox processes)',
  () => {
    let product: Product;
    let api: ApiClient;
    let vendor: GmailAccount;
    let requisitioner: GmailAccount;
    let moovAccountId: string;
    let moov: ReturnType<typeof moovStandIn>;
    let books: Awaited<ReturnType<typeof quickbooksStandIn>>;
    const transfers = () => moov.transfers([FACILITATOR, moovAccountId]);
    const t0 = performance.now();
    const lap = (what: string) => {
      if (process.env.DEBUG_E2E)
        console.log(`[e2e] ${what} at ${Math.round(performance.now() - t0)} ms`);
    };
    /** Everything the processes printed, for a failure's message. */
    const logs = () => product.outputs().slice(-6000);

    beforeAll(async () => {
      product = await startProduct();
      const { urls } = product.sandbox;
      api = createApiClient(
        product.apiUrl,
        await signIn(urls.auth, AP_MAILBOX, 'demo-password', 'org_demo'),
      );
      await connectMailbox(api);
      await connectQuickbooks(api);
      moovAccountId = await connectMoov(api, urls.moov);
      vendor = await gmailAccount(urls.gmail, VENDOR.email);
      requisitioner = await gmailAccount(urls.gmail, REQUISITIONER.email);
      moov = moovStandIn(urls.moov);
      books = await quickbooksStandIn(urls.quickbooks, QUICKBOOKS_REALM);
    }, 180_000);
    afterAll(async () => {
      if (process.env.DEBUG_E2E) console.log(product?.outputs());
      await product?.stop();
    });

    /** A pending task of the invoice (a send_email one: to this address). */
    const pendingTask = (invoiceId: string, type: Task['task_type'], to?: string) =>
      waitFor(
        `a pending ${type} task for the invoice${to ? ` to ${to}` : ''}`,
        async () =>
          (await tasksOf(api, invoiceId)).find(
            (t) =>
              t.task_type === type &&
              t.status === 'pending' &&
              (!to || (t.task_type === 'send_email' && t.parameters.to.includes(to))),
          ),
        60_000,
        async () => `tasks: ${JSON.stringify(await tasksOf(api, invoiceId))}\n${logs()}`,
      );
    const approve = async (task: Task) => {
      const answer = await api.post(`/api/tasks/${task.id}/approve`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return waitFor(`task ${task.id} executed`, async () => {
        const now = (await listTasks(api)).find((t) => t.id === task.id);
        if (now?.status === 'failed') throw new Error(`task failed: ${now.error_message}`);
        return now?.status === 'executed' ? now : undefined;
      });
    };
    const statusOf = async (id: string) => displayStatus(await getInvoice(api, id));
    const billsOf = async (invoice: Invoice) =>
      (await books.query('Bill')).filter((bill) => bill.DocNumber === invoice.invoice_number);
    /** QuickBooks bill payments that pay this bill. */
    const billPaymentsOf = async (bill: QuickbooksEntity) =>
      (await books.query('BillPayment')).filter((payment) =>
        ((payment.Line as { LinkedTxn?: { TxnId?: string }[] }[] | undefined) ?? []).some((line) =>
          (line.LinkedTxn ?? []).some((txn) => txn.TxnId === bill.Id),
        ),
      );
    /** Steps the transfer created → pending → completed at the stand-in (one step a call). */
    const completeTransfer = async (transfer: MoovTransfer) => {
      for (let step = 0; step < 3; step++) {
        const now = await moov.advance(transfer.transferID);
        if (now.status === 'completed') return;
        if (now.status === 'failed') throw new Error(`transfer failed: ${now.failureReason}`);
      }
      throw new Error('the transfer did not complete in three steps');
    };

    it('takes an e-mailed invoice with no tax id to paid: asks the vendor, reads the reply, pays by ACH and books the bill', {
      timeout: 180_000,
    }, async () => {
      // The vendor e-mails a PDF invoice from its own mailbox; its tax id is known nowhere.
      const invoiceMail = await mailInvoice(vendor, FIRST);
      const invoice = await invoiceNumbered(api, FIRST.number);
      expect(invoice).toMatchObject({ amount: Number(FIRST.total), currency: 'USD' });
      expect(invoice.vendor).toMatchObject({ name: VENDOR.name, contact_email: VENDOR.email });

      // Not Ready, the vendor check failing on the tax id, and an e-mail to the vendor drafted.
      const email = await pendingTask(invoice.id, 'send_email', VENDOR.email);
      const drafted = await getInvoice(api, invoice.id);
      expect(displayStatus(drafted)).toBe('Not Ready');
      const vendorCheck = drafted.checks.find((c) => c.name === 'vendor_required_fields');
      expect(vendorCheck).toMatchObject({ status: 'failed', overridden: false });
      expect(vendorCheck?.reason).toContain('Tax ID missing');
      if (email.task_type !== 'send_email') throw new Error('not a send_email task');
      expect(email.parameters.to).toEqual([VENDOR.email]);
      expect(`${email.parameters.subject}\n${email.parameters.body}`).toMatch(/tax/i);
      const emails = (await tasksOf(api, invoice.id)).filter(
        (t) => t.task_type === 'send_email' && t.parameters.to.includes(VENDOR.email),
      );
      expect(emails).toHaveLength(1);

      // The invoice names its requisitioner: the approval chain is routed to her, and the
      // approval request (e-mailing a teammate is protected by default) is approved and sent.
      expect(drafted).toMatchObject({
        requisitioner_contact_email: REQUISITIONER.email,
        approvals: [{ role: 'Requisitioner', approver: REQUISITIONER.email, approved: false }],
      });
      const approvalRequest = await pendingTask(invoice.id, 'send_email', REQUISITIONER.email);
      await approve(approvalRequest);
      const asked = await waitFor(
        "the approval request in the requisitioner's inbox",
        async () =>
          (await requisitioner.messages()).find(
            (m) => m.labelIds.includes('INBOX') && m.headers.from?.includes(AP_MAILBOX),
          ),
        30_000,
      );
      // She answers from her own mailbox, above the quoted request: her step is approved.
      await requisitioner.reply(asked, {
        text: `Approved, thank you.\n\nOn Tue, AP wrote:\n> ${asked.text.split('\n').join('\n> ')}`,
      });
      await waitFor(
        'the requisitioner approval recorded',
        async () => ((await getInvoice(api, invoice.id)).approvals[0]?.approved ? true : undefined),
        30_000,
        logs,
      );

      // Approved, it reaches the vendor's mailbox, in the thread of the invoice e-mail.
      await approve(email);
      const request = await waitFor(
        "the AP team's e-mail in the vendor's inbox",
        async () =>
          (await vendor.messages()).find(
            (m) => m.labelIds.includes('INBOX') && m.headers.from?.includes(AP_MAILBOX),
          ),
        30_000,
      );
      expect(request.threadId).toBe(invoiceMail.threadId);
      expect(request.headers.subject).toBe(email.parameters.subject);
      expect(request.text).toMatch(/tax/i);

      // The vendor replies in the thread with its tax id and bank details: an update drafted.
      await vendor.reply(request, { text: vendorDetailsReply(VENDOR_DETAILS) });
      const update = await pendingTask(invoice.id, 'update_vendor');
      expect(update.parameters).toMatchObject({ vendor_id: invoice.vendor_id });
      expect(await statusOf(invoice.id)).toBe('Not Ready');

      // Approved, the checks pass and the invoice is Ready to Pay.
      await approve(update);
      const ready = await waitFor(
        'the invoice Ready to Pay',
        async () => {
          const now = await getInvoice(api, invoice.id);
          return displayStatus(now) === 'Ready to Pay' ? now : undefined;
        },
        30_000,
        async () => JSON.stringify((await getInvoice(api, invoice.id)).checks),
      );
      expect(ready.checks.every((c) => c.status === 'success' || c.overridden)).toBe(true);
      expect(ready.checks.find((c) => c.name === 'vendor_required_fields')?.status).toBe('success');
      expect(ready.vendor?.tax_id).toBe(VENDOR_DETAILS.taxId);
      expect(ready.vendor?.account_number).not.toContain(VENDOR_DETAILS.accountNumber.slice(0, 6));

      // Paying it makes exactly one ACH transfer at the payment stand-in.
      await payInvoice(api, invoice.id);
      const [transfer] = await waitFor(
        'the transfer at the Moov stand-in',
        async () => {
          const made = await transfers();
          return made.length > 0 ? made : undefined;
        },
        30_000,
        logs,
      );
      expect(await transfers()).toHaveLength(1);
      expect(transfer?.amount).toEqual({ currency: 'USD', value: cents(FIRST) });
      expect(await statusOf(invoice.id)).not.toBe('Paid');

      // The transfer completes; Moov's webhook tells the API, and the invoice is paid.
      if (!transfer) throw new Error('no transfer');
      await completeTransfer(transfer);
      await waitFor(
        'the invoice paid',
        async () => ((await getInvoice(api, invoice.id)).status === 'paid' ? true : undefined),
        30_000,
        logs,
      );
      expect(await transfers()).toHaveLength(1);

      // The vendor and the bill, with the line items' coding, are in QuickBooks.
      const [bookedVendor] = await waitFor(
        'the vendor in QuickBooks',
        async () => {
          const found = (await books.query('Vendor')).filter(
            (v) => v.DisplayName === VENDOR.name || v.CompanyName === VENDOR.name,
          );
          return found.length > 0 ? found : undefined;
        },
        30_000,
        logs,
      );
      const bills = await waitFor(
        'the bill in QuickBooks',
        async () => {
          const found = await billsOf(invoice);
          return found.length > 0 ? found : undefined;
        },
        30_000,
        logs,
      );
      expect(bills).toHaveLength(1);
      const bill = bills[0] as QuickbooksEntity;
      expect(bill).toMatchObject({
        VendorRef: { value: bookedVendor?.Id },
        TotalAmt: Number(FIRST.total),
      });
      const lines = bill.Line as {
        Amount: number;
        Description?: string;
        AccountBasedExpenseLineDetail: {
          AccountRef?: { value?: string; name?: string };
          ClassRef?: { name?: string };
          CustomerRef?: { name?: string };
          BillableStatus?: string;
        };
      }[];
      const paidInvoice = await getInvoice(api, invoice.id);
      expect(lines.map((line) => line.Amount)).toEqual(paidInvoice.items.map((i) => i.amount));
      for (const [index, line] of lines.entries()) {
        const item = paidInvoice.items[index];
        const coding = line.AccountBasedExpenseLineDetail;
        expect(coding.AccountRef?.value).toBeTruthy();
        if (item?.quickbooks_account) expect(coding.AccountRef?.name).toBe(item.quickbooks_account);
        if (item?.quickbooks_class) expect(coding.ClassRef?.name).toBe(item.quickbooks_class);
        if (item?.quickbooks_customer_job)
          expect(coding.CustomerRef?.name).toBe(item.quickbooks_customer_job);
        expect(coding.BillableStatus).toBe(item?.quickbooks_billable ? 'Billable' : 'NotBillable');
      }
      // Once paid, the bill's payment is booked too.
      const [billPayment] = await waitFor(
        'the bill payment in QuickBooks',
        async () => {
          const found = await billPaymentsOf(bill);
          return found.length > 0 ? found : undefined;
        },
        30_000,
        logs,
      );
      expect(billPayment).toMatchObject({ TotalAmt: Number(FIRST.total) });
    });

    it('survives a worker killed between the provider call and its commit, duplicate webhooks and duplicate e-mails', {
      timeout: 180_000,
    }, async () => {
      const transfersBefore = await transfers();
      lap('start');
      // The vendor is known now: its next invoice needs nothing but its requisitioner's approval
      // and the payment approval.
      const secondMessageId = `<gl-131-${randomBytes(4).toString('hex')}@greenleaf.test>`;
      await mailInvoice(vendor, SECOND, secondMessageId);
      const invoice = await invoiceNumbered(api, SECOND.number);
      // Its requisitioner is the signed-in Admin: he approves it in the app.
      await waitFor('the approval chain of the second invoice', async () =>
        (await getInvoice(api, invoice.id)).approvals.length > 0 ? true : undefined,
      );
      const approval = await api.post(`/api/invoices/${invoice.id}/approvals/approve`);
      expect(approval.status, JSON.stringify(approval.body)).toBe(200);
      await waitFor('the second invoice Ready to Pay', async () =>
        (await statusOf(invoice.id)) === 'Ready to Pay' ? true : undefined,
      );

      lap('ready to pay');
      // Moov makes the transfer and QuickBooks books the bill at once, but both answers are
      // held back: the worker that called is killed while it waits, before it can commit.
      const { moov: moovUrl, quickbooks: qboUrl } = product.sandbox.urls;
      await injectFault(moovUrl, { kind: 'hold', ms: 25_000, method: 'POST', path: '/accounts/' });
      await injectFault(qboUrl, { kind: 'hold', ms: 25_000, method: 'POST', path: '/v3/company/' });
      // The approval may wait on a provider itself (held); the test does not wait for it.
      const paying = payInvoice(api, invoice.id).catch((error: unknown) => error);
      const seen = new Set<string>();
      const effects = async () => {
        const found = new Set<string>();
        const made = (await transfers()).filter((t) => t.amount.value === cents(SECOND));
        if (made.length > 0) found.add('transfer');
        if ((await billsOf(invoice)).length > 0) found.add('bill');
        return found;
      };
      while (seen.size < 2) {
        const fresh = await waitFor(
          'the transfer and the bill made at the stand-ins',
          async () => {
            const found = [...(await effects())].filter((effect) => !seen.has(effect));
            return found.length > 0 ? found : undefined;
          },
          90_000,
          logs,
        );
        for (const effect of fresh) seen.add(effect);
        // Both jobs usually wait on their held answers together: one kill then covers both.
        if (seen.size < 2) {
          const other = await waitFor(
            'the other effect, while the first answer is still held',
            async () => {
              const found = [...(await effects())].filter((effect) => !seen.has(effect));
              return found.length > 0 ? found : undefined;
            },
            12_000,
          ).catch(() => []);
          for (const effect of other) seen.add(effect);
        }
        // The providers acted; their answers are held. The worker dies now and another starts.
        await product.worker().kill('SIGKILL');
        await product.startWorker();
      }
      await paying;
      await clearFaults(moovUrl);
      await clearFaults(qboUrl);

      lap('killed');
      // The killed worker's jobs run again on the new one (after their heartbeat goes silent):
      // each calls its provider again with the same idempotency key or request id and commits.
      await waitFor(
        'the killed jobs run again and finish',
        () => jobsIdle(product.databaseUrl),
        90_000,
        logs,
      );
      lap('retried');
      // Still the one transfer and the one bill the providers made before the crash.
      const made = (await transfers()).filter((t) => t.amount.value === cents(SECOND));
      expect(made).toHaveLength(1);
      expect(await billsOf(invoice)).toHaveLength(1);
      const [transfer] = made;
      if (!transfer) throw new Error('no transfer');
      await completeTransfer(transfer);
      await waitFor(
        'the second invoice paid',
        async () => ((await getInvoice(api, invoice.id)).status === 'paid' ? true : undefined),
        60_000,
        logs,
      );
      expect((await transfers()).length).toBe(transfersBefore.length + 1);
      expect(await billsOf(invoice)).toHaveLength(1);

      lap('paid');
      // Moov delivers the completion again, and an old "pending" after it: nothing changes.
      const replay = async (status: string) => {
        const timestamp = new Date().toISOString();
        const nonce = randomBytes(8).toString('hex');
        const secret = product.env.MOOV_WEBHOOK_SECRET ?? '';
        return fetch(new URL('/api/moov/webhooks', product.apiUrl), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-timestamp': timestamp,
            'x-nonce': nonce,
            'x-webhook-id': SANDBOX_WEBHOOK_ID,
            'x-signature': createHmac('sha512', secret)
              .update(`${timestamp}|${nonce}|${SANDBOX_WEBHOOK_ID}`)
              .digest('hex'),
          },
          body: JSON.stringify({
            eventID: `replayed-${status}`,
            type: 'transfer.updated',
            data: { accountID: FACILITATOR, transferID: transfer.transferID, status },
            createdOn: timestamp,
          }),
        });
      };
      const [bill] = await billsOf(invoice);
      if (!bill) throw new Error('no bill');
      await waitFor(
        'the second bill paid in QuickBooks',
        async () => ((await billPaymentsOf(bill)).length > 0 ? true : undefined),
        30_000,
        logs,
      );
      expect((await replay('completed')).status).toBeLessThan(300);
      expect((await replay('pending')).status).toBeLessThan(300);

      lap('replayed');
      // The vendor's mail server delivers the invoice e-mail and the earlier reply again.
      const [firstReply] = (await vendor.messages()).filter(
        (m) => m.labelIds.includes('SENT') && /^re:/i.test(m.headers.subject ?? ''),
      );
      if (!firstReply) throw new Error("the vendor's reply is not in its mailbox");
      const tasksBefore = await listTasks(api);
      const invoicesBefore = await listInvoices(api);
      const recordsBefore = (await intakeRecords(api)).length;
      await mailInvoice(vendor, SECOND, secondMessageId);
      await vendor.send({
        to: AP_MAILBOX,
        subject: firstReply.headers.subject,
        text: firstReply.text,
        messageId: firstReply.headers['message-id'],
        inReplyTo: firstReply.headers['in-reply-to'],
        references: firstReply.headers.references,
      });
      lap('redelivered');
      // Both read by intake, and every job they caused done, before the comparison.
      await waitFor('both redeliveries recorded by intake', async () =>
        (await intakeRecords(api)).length >= recordsBefore + 2 ? true : undefined,
      );
      lap('recorded');
      await waitFor('the job queues idle', () => jobsIdle(product.databaseUrl));
      lap('idle');
      expect(await getInvoice(api, invoice.id)).toMatchObject({ status: 'paid' });
      expect(await listInvoices(api)).toHaveLength(invoicesBefore.length);
      expect((await listTasks(api)).map((t) => [t.id, t.status])).toEqual(
        tasksBefore.map((t) => [t.id, t.status]),
      );
      expect((await transfers()).length).toBe(transfersBefore.length + 1);
      expect(await billsOf(invoice)).toHaveLength(1);
      expect(await billPaymentsOf(bill)).toHaveLength(1);
    });
  },
);
