import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../accuracy/measure';
import { extractFromDocument } from '../src/index';

const read = async (bytes: Uint8Array, filename: string) =>
  (await extractFromDocument({ bytes, filename })).invoices[0];
/** A plain-text invoice: a letterhead, number and date, then the given lines. */
const textInvoice = (lines: string[]) =>
  read(
    new TextEncoder().encode(
      `${['Harbour Lane Ceramics Ltd.', 'Invoice No: HL-2048', 'Invoice date: 2026-03-02', ...lines].join('\n')}\n`,
    ),
    'invoice.txt',
  );
const whats = (field: { signs?: { what: string }[] } | null | undefined) =>
  (field?.signs ?? []).map((sign) => sign.what);

// Every header field says what chose it, also where no candidates were weighed: a person
// checking a value reads why it was taken.
describe('the signs of header fields not chosen among candidates', () => {
  it("an e-invoice's fields: its syntax's own elements", async () => {
    const invoice = await read(
      new Uint8Array(readFileSync(join(CORPUS_DIR, '44-ubl-de-DE.xml'))),
      'invoice.xml',
    );
    for (const field of [
      invoice?.vendor.name,
      invoice?.invoice_number,
      invoice?.issue_date,
      invoice?.total,
    ]) {
      expect(field?.value).toBeTruthy();
      expect(whats(field)).toEqual(["the UBL e-invoice's own element"]);
    }
  });

  it('a due date counted from the payment terms', async () => {
    const invoice = await textInvoice([
      'Payment terms: net 30 days',
      'Floor tiles   3,900.00',
      'Total due   3,900.00',
    ]);
    expect(invoice?.due_date?.value).toBe('2026-04-01');
    expect(whats(invoice?.due_date)).toEqual(['30 days of payment terms from the issue date']);
  });

  it('a total taken as the largest amount where no total label was read', async () => {
    const invoice = await textInvoice([
      'Floor tiles   3,900.00',
      'Grout   120.00',
      'Amount   4,020.00',
    ]);
    expect(invoice?.total?.value).toBe('4020.00');
    expect(whats(invoice?.total)).toEqual(['the largest amount printed, no total label read']);
  });
});
