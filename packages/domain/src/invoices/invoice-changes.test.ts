import { describe, expect, it } from 'vitest';
import { hasInvoiceChanges } from './invoice-changes';
import { createInvoiceDraft, createLineItemDraft } from './invoice-draft';

const invoice = {
  id: 'inv-1',
  invoice_number: 'INV-001',
  amount: 12.5,
  status: 'sent',
  issue_date: '2024-01-10',
  items: [{ id: 'li-1', description: 'Widgets', quantity: 1, rate: 12.5, amount: 12.5 }],
};
const original = createInvoiceDraft(invoice);
const copy = () => createInvoiceDraft(invoice);

describe('hasInvoiceChanges', () => {
  it('is false for an untouched copy', () => {
    expect(hasInvoiceChanges(original, copy())).toBe(false);
  });

  it('notices a changed field', () => {
    expect(hasInvoiceChanges(original, { ...copy(), invoice_number: 'INV-002' })).toBe(true);
    expect(hasInvoiceChanges(original, { ...copy(), due_date: '2024-03-01' })).toBe(true);
    expect(hasInvoiceChanges(original, { ...copy(), accounting_effective_date: null })).toBe(true);
  });

  it('compares numbers by value', () => {
    expect(hasInvoiceChanges(original, { ...copy(), amount: '12.50' })).toBe(false);
    expect(hasInvoiceChanges(original, { ...copy(), amount: '12.51' })).toBe(true);
  });

  it('notices changed, added and removed line items', () => {
    const changed = copy();
    changed.items[0]!.description = 'Gadgets';
    expect(hasInvoiceChanges(original, changed)).toBe(true);

    const coded = copy();
    coded.items[0]!.quickbooks_billable = true;
    expect(hasInvoiceChanges(original, coded)).toBe(true);

    expect(hasInvoiceChanges(original, { ...copy(), items: [] })).toBe(true);
    const added = copy();
    added.items.push(createLineItemDraft());
    expect(hasInvoiceChanges(original, added)).toBe(true);
  });

  it('counts a check override as a change', () => {
    expect(hasInvoiceChanges(original, copy(), { x: { by: 'Ada', at: 'now' } })).toBe(true);
    expect(hasInvoiceChanges(original, copy(), {})).toBe(false);
  });

  it('is false again after reverting a change', () => {
    const edited = { ...copy(), payment_terms: 'Net 60' };
    expect(hasInvoiceChanges(original, { ...edited, payment_terms: original.payment_terms })).toBe(
      false,
    );
  });
});
