import { describe, expect, it } from 'vitest';
import { invoiceOf } from './check-fixtures';
import type { OtherInvoiceSubject } from './check-subject';
import { invoiceNumberUnique } from './invoice-number-unique';

const other = (overrides: Partial<OtherInvoiceSubject> = {}): OtherInvoiceSubject => ({
  id: 'inv_2',
  invoice_number: 'INV-2002',
  vendor_id: 'ven_1',
  amount: 99,
  issue_date: '2026-10-01',
  ...overrides,
});
const reasons = (others: OtherInvoiceSubject[], invoice = invoiceOf()) =>
  invoiceNumberUnique(invoice, others).problems;

describe('invoiceNumberUnique', () => {
  it('passes when no other invoice matches', () => {
    const outcome = invoiceNumberUnique(invoiceOf(), [other()]);
    expect(outcome.problems).toEqual([]);
    expect(outcome.passReason).toBe(
      'No other invoice from this vendor has this number, amount and date',
    );
  });

  it('finds the same vendor and normalised number', () => {
    expect(reasons([other({ invoice_number: 'inv 001001' })])).toEqual([
      {
        reason: 'Same vendor and invoice number as invoice inv 001001',
        gates: ['unique_invoice_number'],
      },
    ]);
  });

  it('lets another vendor use the same number', () => {
    expect(reasons([other({ invoice_number: 'INV-1001', vendor_id: 'ven_9' })])).toEqual([]);
  });

  it('does not compare invoices without a vendor or without a number', () => {
    const noVendor = invoiceOf({ vendor_id: null });
    expect(reasons([other({ invoice_number: 'INV-1001', vendor_id: null })], noVendor)).toEqual([]);
    const noNumber = invoiceOf({ invoice_number: '' });
    expect(reasons([other({ invoice_number: null })], noNumber)).toEqual([]);
  });

  it('ignores the invoice itself', () => {
    expect(reasons([other({ id: 'inv_1', invoice_number: 'INV-1001' })])).toEqual([]);
  });

  it('finds the same vendor, amount and issue date under another number', () => {
    const twin = other({ invoice_number: 'A-77', amount: '1250.50', issue_date: '2026-11-01' });
    expect(reasons([twin])).toEqual([
      {
        reason: 'Same vendor, amount ($1,250.50) and issue date (11/1/2026) as invoice A-77',
        gates: ['duplicate_prevention'],
      },
    ]);
  });

  it('needs amount and date both equal, and an issue date at all', () => {
    expect(reasons([other({ amount: 1250.51, issue_date: '2026-11-01' })])).toEqual([]);
    expect(reasons([other({ amount: 1250.5, issue_date: '2026-11-02' })])).toEqual([]);
    const undated = invoiceOf({ issue_date: null });
    expect(reasons([other({ amount: 1250.5, issue_date: null })], undated)).toEqual([]);
  });

  it('finds the same document whoever the vendor, naming an unnumbered invoice by id', () => {
    const invoice = invoiceOf({ file_hash: 'sha256:abc' });
    const copy = other({ vendor_id: 'ven_9', invoice_number: null, file_hash: 'sha256:abc' });
    expect(reasons([copy], invoice)).toEqual([
      {
        reason: 'Same document as invoice inv_2',
        gates: ['unique_invoice_number', 'duplicate_prevention'],
      },
    ]);
    expect(reasons([other({ file_hash: 'sha256:def' })], invoice)).toEqual([]);
  });

  it('reports each duplicate once', () => {
    const found = reasons([
      other({ id: 'a', invoice_number: '1001' }),
      other({ id: 'b', invoice_number: 'X', amount: 1250.5, issue_date: '2026-11-01' }),
    ]);
    expect(found.map((problem) => problem.reason)).toEqual([
      'Same vendor and invoice number as invoice 1001',
      'Same vendor, amount ($1,250.50) and issue date (11/1/2026) as invoice X',
    ]);
  });
});
