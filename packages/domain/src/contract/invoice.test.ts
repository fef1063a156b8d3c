import { describe, expect, it } from 'vitest';
import { InvoiceListRowSchema, InvoiceSchema, toInvoiceListRow } from './invoice';
import { InvoiceSaveSchema } from './invoice-save';

const invoice = {
  id: 'inv_1',
  invoice_number: 'INV-1001',
  vendor_id: 'ven_1',
  vendor: {
    id: 'ven_1',
    name: 'Acme Supplies',
    contact_email: 'billing@acme.test',
    contact_name: null,
    phone: null,
    address: '1 Main St',
    tax_id: null,
    tax_id_type: null,
    legal_entity_name: null,
    legal_entity_type: null,
    legal_entity_subtype: null,
    legal_address: null,
    bank_name: null,
    bank_address: null,
    bank_account_beneficiary: null,
    account_number: '000123456789',
    routing_number: '021000021',
  },
  amount: 1250.5,
  status: 'sent',
  issue_date: '2026-01-02',
  due_date: '2026-02-01',
  payment_send_date: null,
  payment_terms: 'Net 30',
  created_at: '2026-01-02T10:00:00.000Z',
  approvals: [{ role: 'Manager', approver: 'dana@acme.test', approved: true }],
  requisitioner_contact_name: 'Dana',
  requisitioner_contact_email: 'dana@acme.test',
  requisitioner_company_name: 'Acme',
  requisitioner_company_office_address: null,
  checks: [{ name: 'line_items_present', status: 'success' }],
  items: [
    {
      id: 'li_1',
      description: 'Paper',
      quantity: 10,
      rate: 125.05,
      amount: 1250.5,
      quickbooks_account: null,
      quickbooks_class: null,
      quickbooks_customer_job: null,
      quickbooks_billable: false,
    },
  ],
  accounting_effective_date: null,
};

describe('InvoiceSchema', () => {
  it('accepts a realistic invoice and fills the defaults the spec names', () => {
    const parsed = InvoiceSchema.parse(invoice);
    expect(parsed.currency).toBe('USD');
    expect(parsed.checks[0]).toEqual({
      name: 'line_items_present',
      status: 'success',
      overridden: false,
      overridden_by: null,
    });
  });

  it('rejects a check status other than success or failed, naming the field', () => {
    const result = InvoiceSchema.safeParse({ ...invoice, checks: [{ name: 'x', status: 'ok' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['checks', 0, 'status']);
  });

  it('rejects an amount sent as a string', () => {
    expect(InvoiceSchema.safeParse({ ...invoice, amount: '1250.50' }).success).toBe(false);
  });

  it('reads a payment hold with who, why and when, and leaves it off the list row', () => {
    const payment_hold = {
      held_by: 'dana@acme.test',
      reason: 'Vendor disputes the amount',
      held_at: '2026-01-05T09:30:00.000Z',
    };
    const parsed = InvoiceSchema.parse({ ...invoice, payment_hold });
    expect(parsed.payment_hold).toEqual(payment_hold);
    expect(toInvoiceListRow(parsed)).not.toHaveProperty('payment_hold');
    expect(InvoiceSchema.parse({ ...invoice, payment_hold: null }).payment_hold).toBeNull();
    expect(
      InvoiceSchema.safeParse({ ...invoice, payment_hold: { ...payment_hold, held_at: 'soon' } })
        .success,
    ).toBe(false);
  });
});

describe('InvoiceSaveSchema', () => {
  it('keeps omitted fields absent, so a save changes only the fields it carries', () => {
    const parsed = InvoiceSaveSchema.parse({ invoice_id: 'inv_1', items: [{ description: 'x' }] });
    expect(parsed).toEqual({ invoice_id: 'inv_1', items: [{ description: 'x' }] });
  });

  it('reads amounts sent as numbers and refuses them as text (SPEC §3: amount (number))', () => {
    expect(InvoiceSaveSchema.parse({ invoice_id: 'inv_1', amount: 1250.5 }).amount).toBe(1250.5);
    expect(InvoiceSaveSchema.safeParse({ invoice_id: 'inv_1', amount: '1250.50' }).success).toBe(
      false,
    );
  });

  it('rejects a malformed date', () => {
    const result = InvoiceSaveSchema.safeParse({ invoice_id: 'inv_1', due_date: '31/01/2026' });
    expect(result.success).toBe(false);
  });
});

describe('InvoiceListRowSchema', () => {
  it('is what the list shows: the vendor by id and name, checks by name, status, override', () => {
    const row = toInvoiceListRow(InvoiceSchema.parse(invoice));
    expect(row).toEqual({
      id: 'inv_1',
      invoice_number: 'INV-1001',
      vendor: { id: 'ven_1', name: 'Acme Supplies' },
      amount: 1250.5,
      currency: 'USD',
      status: 'sent',
      due_date: '2026-02-01',
      checks: [{ name: 'line_items_present', status: 'success', overridden: false }],
    });
    expect(InvoiceListRowSchema.parse(row)).toEqual(row);
  });

  it('accepts a whole invoice, so a full answer still fits the list', () => {
    expect(InvoiceListRowSchema.safeParse(invoice).success).toBe(true);
  });
});
