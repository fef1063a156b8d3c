import { describe, expect, it } from 'vitest';
import { proposeCalls } from '../../src/assistant/instructions/model/propose-calls';
import type { InvoiceRow } from '../../src/invoices/invoice-view';

describe('the model path when the model cannot be reached', () => {
  it('proposes nothing, so the grammar answers', async () => {
    const invoice = {
      id: 'inv_1',
      invoiceNumber: 'A-1',
      amountCents: 100,
      currency: 'USD',
      status: 'sent',
      checks: [],
      dueDate: null,
      paymentSendDate: null,
      paymentTerms: null,
      paymentHold: null,
    } as unknown as InvoiceRow;
    const settings = { baseURL: 'http://127.0.0.1:9/v1', model: 'm', apiKey: 'k', timeoutMs: 2000 };
    const started = Date.now();
    expect(await proposeCalls('hold it', invoice, [], new Date(), settings)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
