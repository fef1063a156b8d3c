import { describe, expect, it } from 'vitest';
import { readTextInvoice } from './support/read-text';

// An invoice written as a letter opens with a salutation (`greeting` in each vocabulary file):
// the line names neither the vendor nor the customer.
describe("a letter's salutation", () => {
  it('is not the customer, and hides no letterhead under it ("Dear Mr van der Merwe,")', async () => {
    const invoice = await readTextInvoice([
      'Dear Mr van der Merwe,',
      'Thank you for your visit. Your invoice follows.',
      'Cape Physio & Rehab (Pty) Ltd',
      'Tax Invoice INV-3391',
      'Date: 2025-03-12',
      'Total due: R 645.00',
    ]);
    expect(invoice?.bill_to.name?.value ?? null).not.toBe('Dear Mr van der Merwe,');
    expect(invoice?.vendor.name?.value).toBe('Cape Physio & Rehab (Pty) Ltd');
  });

  it('leaves a company whose name begins with the word, its legal form printed ("Hello Print Ltd")', async () => {
    const invoice = await readTextInvoice([
      'Hello Print Ltd',
      'Invoice No: HP-2207',
      'Date: 02/05/2025',
      'Total due: £312.00',
    ]);
    expect(invoice?.vendor.name?.value).toBe('Hello Print Ltd');
  });
});
