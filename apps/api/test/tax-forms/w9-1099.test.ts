import {
  AuditLogPageSchema,
  DraftedEmailSchema,
  InvoiceSchema,
  Report1099Schema,
  VendorSchema,
} from '@ap/domain/contract';
import type { SandboxUnderTest } from '@ap/sandbox/testing';
import { Moov } from '@moovio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { w9Pdf } from '../../../../packages/extraction/test/support/w9-pdf';
import { type ApiClient, createApiClient } from '../support/api-client';
import { connectMoov } from '../support/connect-integrations';
import { invoicePdf } from '../support/invoice-pdf';
import {
  AP_MAILBOX,
  eventually,
  type IntakeHarness,
  startIntakeHarness,
} from '../support/mail-intake-harness';
import { signIn } from '../support/sandbox-browser';

const FACILITATOR = 'b6e9a7a0-5f1e-4c1e-9a51-ac3e00000001';
const WEBHOOK_SECRET = 'w9-1099-webhook-secret';
const MEMBER = 'member@acme.test';
/** The demo's payable invoice (INV-1001, $1,250.50) and its vendor. */
const INVOICE = 'inv_demo_ready';
const VENDOR = {
  id: 'ven_demo_office',
  name: 'Office Supplies Co',
  email: 'billing@officesupplies.test',
};
const SSN = '123-45-6789';

/**
 * Form W-9 and 1099 on loopback with real processes: the sandbox (Gmail over SMTP and push,
 * Moov with signed webhooks) and the API server with its in-process worker on PGlite. The
 * vendor e-mails its W-9; the invoice is paid by ACH through the Moov stand-in; the 1099-NEC
 * report of the year lists the vendor with what was paid.
 */
describe('Form W-9 and the 1099-NEC report', { timeout: 120_000 }, () => {
  let harness: IntakeHarness;
  let sandbox: SandboxUnderTest;
  let api: ApiClient;
  let member: ApiClient;
  let w9: Buffer;
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    harness = await startIntakeHarness(
      { SEED_DEMO: 'true', MOOV_WEBHOOK_SECRET: WEBHOOK_SECRET },
      async (admin) => {
        expect(
          (await admin.put('/api/organization/settings/read-only-mode', { read_only_mode: false }))
            .status,
        ).toBe(200);
      },
      undefined,
      {
        sandboxEnv: (apiBaseUrl) => ({
          SANDBOX_MOOV_WEBHOOK_URL: `${apiBaseUrl}/api/moov/webhooks`,
          SANDBOX_MOOV_WEBHOOK_SECRET: WEBHOOK_SECRET,
          SANDBOX_MOOV_TRANSFER_STEP_MS: '3600000',
        }),
        serverEnv: (started) => ({ MOOV_API_URL: started.urls.moov }),
      },
    );
    ({ sandbox, api } = harness);
    member = createApiClient(
      harness.server.baseUrl,
      await signIn(sandbox.urls.auth, MEMBER, 'demo-password', 'org_demo'),
    );
    await connectMoov(api, sandbox.urls.moov);
    expect(
      (
        await api.put('/api/organization/settings/payment-protection', {
          payment_execution_protected: false,
        })
      ).status,
    ).toBe(200);
    w9 = await w9Pdf({
      name: 'Jordan Rivera',
      businessName: VENDOR.name,
      classification: 'Individual/sole proprietor',
      address: '500 Commerce Way',
      cityStateZip: 'Springfield, IL 62704',
      ssn: SSN,
    });
  }, 120_000);
  afterAll(async () => {
    await harness?.stop();
  });

  const auditActions = async () =>
    AuditLogPageSchema.parse((await api.get('/api/admin/audit-log?limit=200')).body).entries.map(
      (entry) => entry.action,
    );

  it('the Form W-9 button drafts one e-mail to the vendor a person approves; the requisitioner button one to the requisitioner', async () => {
    const asked = await member.post(`/api/invoices/${INVOICE}/w9-request`);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const drafted = DraftedEmailSchema.parse(asked.body);
    expect(drafted.created).toBe(true);
    expect(drafted.task).toMatchObject({ task_type: 'send_email', status: 'pending' });
    expect(drafted.task.parameters).toMatchObject({ to: [VENDOR.email] });
    if (drafted.task.task_type !== 'send_email') throw new Error('not an e-mail');
    expect(drafted.task.parameters.subject).toBe('Form W-9 request for invoice INV-1001');
    expect(drafted.task.parameters.body).toMatch(/Form W-9/);
    // A second click finds the same draft.
    const again = DraftedEmailSchema.parse(
      (await api.post(`/api/invoices/${INVOICE}/w9-request`)).body,
    );
    expect(again).toMatchObject({ created: false, task: { id: drafted.task.id } });

    const invoice = InvoiceSchema.parse((await api.get(`/api/invoices/${INVOICE}`)).body);
    const toRequisitioner = DraftedEmailSchema.parse(
      (await api.post(`/api/invoices/${INVOICE}/requisitioner-email`)).body,
    );
    expect(toRequisitioner.task.parameters).toMatchObject({
      to: [invoice.requisitioner_contact_email],
    });
    expect(toRequisitioner.task.id).not.toBe(drafted.task.id);
    // Nothing is sent until a person approves: both wait in the pending tasks.
    const pending = (await api.get('/api/tasks?status=pending')).body as { id: string }[];
    expect(pending.map((task) => task.id)).toEqual(
      expect.arrayContaining([drafted.task.id, toRequisitioner.task.id]),
    );
    expect((await api.post('/api/invoices/no-such-invoice/w9-request')).status).toBe(404);
    expect((await api.post(`/api/invoices/${'x'.repeat(300)}/w9-request`)).status).toBe(400);
  });

  it('a W-9 PDF e-mailed by the vendor lands on that vendor: TIN masked, 1099-eligible, the form kept', async () => {
    await harness.sendMail({
      from: `${VENDOR.name} <${VENDOR.email}>`,
      to: AP_MAILBOX,
      subject: 'Our W-9',
      text: 'Hello, please find our signed W-9 attached.',
      attachments: [
        { filename: 'W-9 Office Supplies.pdf', content: w9, contentType: 'application/pdf' },
      ],
    });
    const vendor = await eventually(async () => {
      const answer = await api.get(`/api/vendors/${VENDOR.id}`);
      const read = VendorSchema.parse(answer.body);
      return read.tax_profile?.tin ? { read, text: JSON.stringify(answer.body) } : undefined;
    }, 'the W-9 on the vendor');
    expect(vendor.read.tax_profile).toMatchObject({
      legal_name: 'Jordan Rivera',
      business_name: VENDOR.name,
      tax_classification: 'individual_sole_proprietor',
      tin: '••••6789',
      tin_type: 'SSN',
      is_1099_eligible: true,
      address: '500 Commerce Way, Springfield, IL 62704',
    });
    // The full TIN never leaves the server in a vendor answer, nor in the audit log.
    expect(vendor.text).not.toMatch(/123-?45-?6789/);
    expect(JSON.stringify((await api.get('/api/admin/audit-log?limit=200')).body)).not.toMatch(
      /123-?45-?6789/,
    );
    // The form itself: Admins only, and each download is on record.
    expect((await member.get(`/api/vendors/${VENDOR.id}/w9`)).status).toBe(403);
    const file = await fetch(`${harness.server.baseUrl}/api/vendors/${VENDOR.id}/w9`, {
      headers: { authorization: await adminAuthorization() },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(w9)).toBe(true);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['vendor.w9.receive', 'vendor.w9.download']),
    );
  });

  let adminToken: string | undefined;
  const adminAuthorization = async () => {
    adminToken ??= await signIn(sandbox.urls.auth, AP_MAILBOX, 'demo-password', 'org_demo');
    return `Bearer ${adminToken}`;
  };

  it('pays the invoice through the Moov stand-in; the 1099 report of the year lists the vendor with the amount, and its CSV says the same', async () => {
    const invoice = InvoiceSchema.parse((await api.get(`/api/invoices/${INVOICE}`)).body);
    const paying = await api.post(`/api/invoices/${INVOICE}/pay`);
    expect(paying.status, JSON.stringify(paying.body)).toBe(200);
    const moov = new Moov({
      security: { username: 'sandbox-moov-public', password: 'sandbox-moov-secret' },
      serverURL: sandbox.urls.moov,
      retryConfig: { strategy: 'none' },
    });
    const cents = Math.round(invoice.amount * 100);
    const transfer = await eventually(async () => {
      const { result } = await moov.transfers.list({ accountID: FACILITATOR });
      return result.find((t) => t.amount.value === cents);
    }, 'the ACH transfer at Moov');
    // Before the money moved, the year has nothing to report.
    const before = Report1099Schema.parse((await api.get(`/api/reports/1099?year=${year}`)).body);
    expect(before.rows.find((row) => row.vendor_id === VENDOR.id)).toBeUndefined();
    for (const _step of ['pending', 'completed']) {
      const advanced = await fetch(
        `${sandbox.urls.moov}/__sandbox/transfers/${transfer.transferID}/advance`,
        { method: 'POST' },
      );
      expect(advanced.ok).toBe(true);
    }
    await eventually(async () => {
      const now = InvoiceSchema.parse((await api.get(`/api/invoices/${INVOICE}`)).body);
      return now.status === 'paid' ? true : undefined;
    }, 'the invoice paid');

    const report = Report1099Schema.parse((await api.get(`/api/reports/1099?year=${year}`)).body);
    expect(report).toMatchObject({ year, currency: 'USD', threshold: year >= 2026 ? 2000 : 600 });
    expect(report.rows).toEqual([
      {
        vendor_id: VENDOR.id,
        vendor_name: VENDOR.name,
        legal_name: 'Jordan Rivera',
        business_name: VENDOR.name,
        tax_classification: 'individual_sole_proprietor',
        tin: '••••6789',
        tin_type: 'SSN',
        address: '500 Commerce Way, Springfield, IL 62704',
        amount_paid: invoice.amount,
        payment_count: 1,
        meets_threshold: cents >= (year >= 2026 ? 200_000 : 60_000),
      },
    ]);
    expect(report.total_paid).toBe(invoice.amount);
    // Another year: nothing.
    expect(
      Report1099Schema.parse((await api.get(`/api/reports/1099?year=${year - 1}`)).body).rows,
    ).toEqual([]);

    const csv = await fetch(`${harness.server.baseUrl}/api/reports/1099/csv?year=${year}`, {
      headers: { authorization: await adminAuthorization() },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain(`1099-nec-${year}.csv`);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Vendor,Legal name,.*Box 1 nonemployee compensation \(USD\)/);
    expect(lines[1]).toBe(
      `${VENDOR.name},Jordan Rivera,${VENDOR.name},Individual/sole proprietor,SSN,••••6789,"500 Commerce Way, Springfield, IL 62704",1,${invoice.amount.toFixed(2)},${report.rows[0]?.meets_threshold ? 'Yes' : 'No'}`,
    );
    expect(await auditActions()).toContain('report.1099.export');
  });

  it("a new vendor's first invoice with its W-9 attached: the vendor made from the invoice gets the W-9", async () => {
    const vendor = { name: 'Rivera Design Studio', email: 'jordan@riveradesign.test' };
    await harness.sendMail({
      from: `${vendor.name} <${vendor.email}>`,
      to: AP_MAILBOX,
      subject: 'Invoice RDS-7 and our W-9',
      text: 'Please find our invoice and our W-9 attached.',
      attachments: [
        {
          filename: 'RDS-7.pdf',
          contentType: 'application/pdf',
          content: await invoicePdf({
            vendor: vendor.name,
            vendorEmail: vendor.email,
            number: 'RDS-7',
            issueDate: '2026-11-03',
            dueDate: '2026-12-03',
            items: [
              { description: 'Logo design', quantity: '1', rate: '900.00', amount: '900.00' },
            ],
            subtotal: '900.00',
            tax: '0.00',
            total: '900.00',
          }),
        },
        {
          filename: 'W-9.pdf',
          contentType: 'application/pdf',
          content: await w9Pdf({
            name: 'Jordan Rivera',
            businessName: vendor.name,
            classification: 'LLC',
            llcLetter: 'S',
            address: '12 Studio Row',
            cityStateZip: 'Austin, TX 78701',
            ein: '45-1234567',
          }),
        },
      ],
    });
    const profile = await eventually(async () => {
      const list = (await api.get('/api/invoices/')).body as {
        id: string;
        invoice_number: string | null;
        vendor: { id: string } | null;
      }[];
      const row = list.find((invoice) => invoice.invoice_number === 'RDS-7');
      if (!row?.vendor) return undefined;
      const read = VendorSchema.parse((await api.get(`/api/vendors/${row.vendor.id}`)).body);
      return read.tax_profile ?? undefined;
    }, "the new vendor's W-9");
    // An LLC taxed as an S corporation: on file, and not 1099-eligible.
    expect(profile).toMatchObject({
      tax_classification: 'llc_s',
      tin: '••••4567',
      tin_type: 'EIN',
      is_1099_eligible: false,
    });
  });

  it('refuses a bad year with a 400 and a Member with a 403', async () => {
    for (const query of ['year=abc', 'year=1999', 'year=2026.5', '']) {
      const answer = await api.get(`/api/reports/1099?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation_error' });
    }
    expect((await api.get('/api/reports/1099/csv?year=nope')).status).toBe(400);
    expect((await member.get(`/api/reports/1099?year=${year}`)).status).toBe(403);
    expect((await member.get(`/api/reports/1099/csv?year=${year}`)).status).toBe(403);
  });
});
