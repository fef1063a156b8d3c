import { describe, expect, it } from 'vitest';
import { createInvoiceDraft, createLineItemDraft } from './invoice-draft';

const invoice = {
  id: 'inv-1',
  invoice_number: 'INV-001',
  vendor_id: 'ven-1',
  amount: 1250.5,
  currency: 'EUR',
  status: 'sent',
  issue_date: '2024-01-10',
  due_date: '2024-02-10',
  payment_send_date: '2024-02-01',
  payment_terms: 'Net 30',
  requisitioner_contact_name: 'Sam',
  requisitioner_contact_email: 'sam@us.com',
  requisitioner_company_name: 'Us Inc',
  requisitioner_company_office_address: '1 Main St',
  accounting_effective_date: '1999-01-01',
  items: [
    {
      id: 'li-1',
      description: 'Widgets',
      quantity: 2,
      rate: 625.25,
      amount: 1250.5,
      quickbooks_account: 'Expenses',
      quickbooks_class: 'Ops',
      quickbooks_customer_job: 'Job 7',
      quickbooks_billable: true,
    },
  ],
};

describe('createInvoiceDraft', () => {
  it('copies the invoice and sets accounting_effective_date to the issue date', () => {
    const draft = createInvoiceDraft(invoice);
    expect(draft).toMatchObject({
      id: 'inv-1',
      invoice_number: 'INV-001',
      vendor_id: 'ven-1',
      amount: 1250.5,
      currency: 'EUR',
      status: 'sent',
      issue_date: '2024-01-10',
      due_date: '2024-02-10',
      payment_send_date: '2024-02-01',
      accounting_effective_date: '2024-01-10',
      payment_terms: 'Net 30',
    });
  });

  it('blanks the line items accounting fields', () => {
    expect(createInvoiceDraft(invoice).items).toEqual([
      {
        id: 'li-1',
        description: 'Widgets',
        quantity: 2,
        rate: 625.25,
        amount: 1250.5,
        quickbooks_account: '',
        quickbooks_class: '',
        quickbooks_customer_job: '',
        quickbooks_billable: false,
      },
    ]);
  });

  it('fills missing values with blanks and USD', () => {
    const draft = createInvoiceDraft({ id: 'inv-2', currency: null, items: null });
    expect(draft).toEqual({
      id: 'inv-2',
      invoice_number: '',
      vendor_id: null,
      amount: '',
      currency: 'USD',
      status: '',
      issue_date: null,
      due_date: null,
      payment_send_date: null,
      accounting_effective_date: null,
      payment_terms: '',
      requisitioner_contact_name: '',
      requisitioner_contact_email: '',
      requisitioner_company_name: '',
      requisitioner_company_office_address: '',
      items: [],
    });
  });

  it('prefills the payment date only from a valid date', () => {
    expect(createInvoiceDraft({ id: 'x', payment_send_date: 'ASAP' }).payment_send_date).toBeNull();
    expect(
      createInvoiceDraft({ id: 'x', payment_send_date: '2024-02-30' }).payment_send_date,
    ).toBeNull();
  });

  it('does not share line item objects with the invoice', () => {
    const draft = createInvoiceDraft(invoice);
    draft.items[0]!.description = 'changed';
    expect(invoice.items[0]!.description).toBe('Widgets');
  });
});

describe('createLineItemDraft', () => {
  it('makes a blank new item', () => {
    expect(createLineItemDraft()).toEqual({
      id: null,
      description: '',
      quantity: '',
      rate: '',
      amount: '',
      quickbooks_account: '',
      quickbooks_class: '',
      quickbooks_customer_job: '',
      quickbooks_billable: false,
    });
  });
});
