import { InvoiceListRowsSchema, InvoiceSchema } from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AP_MAILBOX,
  eventually,
  type IntakeHarness,
  startIntakeHarness,
} from './support/mail-intake-harness';
import { gmailAccount } from './support/stand-ins';
import { emailInvoice } from './support/vendor-invoice-mail';

const VENDOR = { name: 'Desert Freight LLC', email: 'billing@desertfreight.test' };

/**
 * Company details on loopback (sandbox with its Gmail stand-in, the API process with
 * its worker): the organisation is also invoiced as 'Roadrunner Supplies'. An invoice e-mailed
 * to that name is addressed to it, its vendor is the sender's company, never the organisation;
 * one billed to a stranger fails 'Addressed to Us', naming every name the organisation has.
 */
describe('company details: e-mailed invoices are checked against every name of the organisation', () => {
  let harness: IntakeHarness;

  beforeAll(async () => {
    harness = await startIntakeHarness({}, async (admin) => {
      const saved = await admin.put('/api/organization/configurations/company-details', {
        company_details: {
          legal_name: 'Acme Corp',
          other_names: ['Roadrunner Supplies'],
          addresses: [],
          tax_id: null,
        },
      });
      expect(saved.status).toBe(200);
    });
  }, 180_000);
  afterAll(() => harness?.stop());

  const send = async (number: string, billTo: string) =>
    emailInvoice(await gmailAccount(harness.sandbox.urls.gmail, VENDOR.email), AP_MAILBOX, {
      vendor: VENDOR.name,
      vendorEmail: VENDOR.email,
      number,
      issueDate: '2026-11-03',
      dueDate: '2026-12-03',
      items: [{ description: 'Haulage', quantity: '1', rate: '500.00', amount: '500.00' }],
      subtotal: '500.00',
      tax: '0.00',
      total: '500.00',
      billTo,
    });
  const checkedInvoice = (number: string) =>
    eventually(
      async () => {
        const rows = InvoiceListRowsSchema.parse((await harness.api.get('/api/invoices/')).body);
        const row = rows.find((invoice) => invoice.invoice_number === number);
        if (!row) return undefined;
        const invoice = InvoiceSchema.parse(
          (await harness.api.get(`/api/invoices/${row.id}`)).body,
        );
        return invoice.checks.length > 0 ? invoice : undefined;
      },
      `invoice ${number} with its checks`,
      120_000,
    );
  const addressed = (invoice: {
    checks: { name: string; status: string; reason?: string | null }[];
  }) => invoice.checks.find((check) => check.name === 'invoice_addressed_to_organization');

  it('passes an invoice billed to another name of the organisation, read with the right vendor', {
    timeout: 180_000,
  }, async () => {
    await send('DF-1001', 'Roadrunner Supplies Inc.');
    const invoice = await checkedInvoice('DF-1001');
    expect(invoice.requisitioner_company_name).toBe('Roadrunner Supplies Inc.');
    expect(addressed(invoice)?.status).toBe('success');
    expect(invoice.vendor?.name).toBe(VENDOR.name);
  });

  it('fails one billed to a stranger, naming every name the organisation is invoiced as', {
    timeout: 180_000,
  }, async () => {
    await send('DF-1002', 'Wile E. Holdings');
    const check = addressed(await checkedInvoice('DF-1002'));
    expect(check?.status).toBe('failed');
    expect(check?.reason).toContain(
      'Billed to Wile E. Holdings, not Acme Corp or Roadrunner Supplies',
    );
  });
});
