import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Invoice, InvoiceListSchema, InvoiceSchema } from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AP_MAILBOX,
  eventually,
  type IntakeHarness,
  startIntakeHarness,
} from '../support/mail-intake-harness';

// The three-page invoice of the UI's stories: totals on page 3, an issue date without a label.
const PDF = readFileSync(
  resolve(
    import.meta.dirname,
    '../../../../packages/ui/src/mocks/fixtures/documents/three-page-invoice.pdf',
  ),
);

/**
 * Where each field came from: the intake keeps the reader's confidence, page and
 * box per field on the invoice; a field a person changes becomes typed.
 */
describe('invoice field sources', () => {
  let h: IntakeHarness;
  beforeAll(async () => {
    h = await startIntakeHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('keeps where each field was read, and marks a field a person changed as typed', {
    timeout: 90_000,
  }, async () => {
    await h.sendMail({
      from: `Harbor Billing <billing@harbor-supply.test>`,
      to: AP_MAILBOX,
      subject: 'Invoice HOS-3141',
      messageId: '<hos-3141@harbor-supply.test>',
      text: 'Our invoice is attached.',
      attachments: [{ filename: 'HOS-3141.pdf', content: PDF, contentType: 'application/pdf' }],
    });
    const read = await eventually(async () => {
      const all = InvoiceListSchema.parse((await h.api.get('/api/admin/invoices')).body);
      return all.find((invoice) => invoice.invoice_number === 'HOS-3141');
    }, 'the e-mailed invoice');
    const answer = await h.api.get(`/api/invoices/${read.id}`);
    const invoice = InvoiceSchema.parse(answer.body);
    const source = (of: Invoice, field: string) =>
      of.field_sources?.find((candidate) => candidate.field === field);

    expect(invoice.amount).toBe(1458);
    // The total was read on page 3, in a box on the A4 page, with confidence.
    expect(source(invoice, 'amount')).toMatchObject({
      origin: 'extracted',
      page: 3,
      text: '1458.00',
      typed_at: null,
    });
    const [x0, y0, x1, y1] = source(invoice, 'amount')?.box ?? [];
    expect(x0).toBeLessThan(x1 as number);
    expect(y0).toBeLessThan(y1 as number);
    expect(x1).toBeLessThanOrEqual(595.3);
    expect(source(invoice, 'amount')?.confidence).toBeGreaterThanOrEqual(0.9);
    // The date printed without its label: read, but with a low confidence.
    expect(source(invoice, 'issue_date')).toMatchObject({ origin: 'extracted', page: 1 });
    expect(source(invoice, 'issue_date')?.confidence).toBeLessThan(0.7);
    expect(source(invoice, 'invoice_number')).toMatchObject({ page: 1, text: 'HOS-3141' });

    // The edit form sends every field; only the changed one becomes typed.
    const saved = await h.api.patch(`/api/invoices/${invoice.id}`, {
      invoice_id: invoice.id,
      invoice_number: invoice.invoice_number,
      vendor_id: invoice.vendor_id,
      issue_date: '2026-11-05',
      due_date: invoice.due_date ?? '',
      amount: invoice.amount,
      currency: invoice.currency,
      payment_terms: invoice.payment_terms ?? '',
    });
    expect(saved.status).toBe(200);
    const after = InvoiceSchema.parse(saved.body);
    expect(source(after, 'issue_date')).toMatchObject({
      origin: 'typed',
      confidence: null,
      page: 1, // where it was printed, kept to compare
    });
    expect(source(after, 'issue_date')?.typed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(source(after, 'amount')).toMatchObject({ origin: 'extracted', page: 3 });
    expect(source(after, 'invoice_number')?.origin).toBe('extracted');
  });
});
