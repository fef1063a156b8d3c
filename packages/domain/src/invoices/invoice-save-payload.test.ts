import { describe, expect, it } from 'vitest';
import { createInvoiceDraft, createLineItemDraft } from './invoice-draft';
import { toInvoiceSavePayload, toLineItemSavePayload } from './invoice-save-payload';

const draft = createInvoiceDraft({
  id: 'inv-1',
  invoice_number: 'INV-001',
  vendor_id: 'ven-1',
  amount: 100,
  currency: 'USD',
  status: 'sent',
  issue_date: '2024-01-10',
  due_date: '2024-02-10',
  payment_send_date: null,
  payment_terms: 'Net 30',
  requisitioner_contact_name: 'Sam',
  requisitioner_contact_email: 'sam@us.com',
  requisitioner_company_name: 'Us Inc',
  requisitioner_company_office_address: '1 Main St',
  items: [{ id: 'li-1', description: 'Widgets', quantity: 2, rate: 50, amount: 100 }],
});

describe('toInvoiceSavePayload', () => {
  it('has exactly the save shape of SPEC §3', () => {
    const payload = toInvoiceSavePayload(draft);
    expect(Object.keys(payload).sort()).toEqual(
      [
        'invoice_id',
        'invoice_number',
        'vendor_id',
        'issue_date',
        'due_date',
        'payment_send_date',
        'amount',
        'currency',
        'status',
        'payment_terms',
        'requisitioner_contact_name',
        'requisitioner_contact_email',
        'requisitioner_company_name',
        'requisitioner_company_office_address',
        'items',
      ].sort(),
    );
    expect(payload).toMatchObject({ invoice_id: 'inv-1', amount: 100, payment_send_date: null });
  });

  it('never sends the line item accounting fields or the accounting effective date', () => {
    const withCoding = {
      ...draft,
      items: [{ ...draft.items[0]!, quickbooks_account: 'A', quickbooks_billable: true }],
    };
    const payload = toInvoiceSavePayload(withCoding);
    expect(payload.items).toEqual([
      { id: 'li-1', description: 'Widgets', quantity: 2, rate: 50, amount: 100 },
    ]);
    expect(JSON.stringify(payload)).not.toMatch(/quickbooks|accounting_effective_date/);
  });

  it('parses numbers typed as text and sends 0 when not numeric', () => {
    const payload = toInvoiceSavePayload({
      ...draft,
      amount: '1,000',
      items: [
        { ...createLineItemDraft(), quantity: '1.5', rate: '10.25', amount: '15.375' },
        { ...createLineItemDraft(), quantity: 'two', rate: '', amount: 'NaN' },
      ],
    });
    expect(payload.amount).toBe(0);
    expect(payload.items).toEqual([
      { description: '', quantity: 1.5, rate: 10.25, amount: 15.375 },
      { description: '', quantity: 0, rate: 0, amount: 0 },
    ]);
  });

  it('sends new items without an id', () => {
    const payload = toInvoiceSavePayload({ ...draft, items: [createLineItemDraft()] });
    expect(payload.items[0]).not.toHaveProperty('id');
  });

  it('defaults missing text to empty strings and currency to USD', () => {
    expect(toInvoiceSavePayload({ id: 'inv-9' })).toEqual({
      invoice_id: 'inv-9',
      invoice_number: '',
      vendor_id: null,
      issue_date: null,
      due_date: null,
      payment_send_date: null,
      amount: 0,
      currency: 'USD',
      status: '',
      payment_terms: '',
      requisitioner_contact_name: '',
      requisitioner_contact_email: '',
      requisitioner_company_name: '',
      requisitioner_company_office_address: '',
      items: [],
    });
    expect(toInvoiceSavePayload({ id: 'x', currency: '  ' }).currency).toBe('USD');
  });

  it('sends an emptied date as null', () => {
    expect(toInvoiceSavePayload({ ...draft, due_date: '' }).due_date).toBeNull();
  });
});

describe('toLineItemSavePayload', () => {
  it('keeps negative and decimal numbers', () => {
    expect(toLineItemSavePayload({ id: 'a', quantity: -1, rate: 0.1, amount: '-0.10' })).toEqual({
      id: 'a',
      description: '',
      quantity: -1,
      rate: 0.1,
      amount: -0.1,
    });
  });
});
