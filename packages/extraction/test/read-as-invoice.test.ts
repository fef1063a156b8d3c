import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realInvoicesDir } from '../accuracy/real-invoices';
import { extractFromDocument } from '../src/index';

const dir = realInvoicesDir();
const file = join(dir, 'docs/neg-purchase-order-01.pdf');
let bytes: Uint8Array | undefined;
try {
  bytes = new Uint8Array(readFileSync(file));
} catch {
  console.warn(`read-as-invoice: SKIPPED, no real set at ${dir}`);
}

// A person can overrule the classifier: the document the assistant skipped is read as an
// invoice after all, in doubt, with the assistant's reason kept as a warning.
describe.runIf(bytes)('reading a skipped document as an invoice', () => {
  const doc = { bytes: bytes as Uint8Array, filename: 'po.pdf', contentType: 'application/pdf' };

  it('skips a real purchase order, with its reason and the hash of the file', async () => {
    const read = await extractFromDocument(doc);
    expect(read.invoices).toEqual([]);
    expect(read.skipped).toHaveLength(1);
    expect(read.skipped[0]?.document_type).toBe('purchase_order');
    expect(read.skipped[0]?.sha256).toBe(read.attachments[0]?.sha256);
  });

  it('reads it as an invoice in doubt when a person says it is one', async () => {
    const read = await extractFromDocument(doc, { readAsInvoice: true });
    expect(read.skipped).toEqual([]);
    const [invoice] = read.invoices;
    expect(invoice?.confidence).toBeLessThanOrEqual(0.3);
    expect(invoice?.warnings?.join(' ')).toMatch(
      /a person said so; it was skipped by the assistant: .*purchase order/i,
    );
  });
});
