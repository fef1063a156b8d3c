import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractedInvoice, FieldSource } from '@ap/domain/contract';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../accuracy/measure';
import { extractFromDocument } from '../src/index';

const read = async (suffix: string) => {
  const name = readdirSync(CORPUS_DIR).find((file) => file.endsWith(suffix)) as string;
  const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, name)));
  const result = await extractFromDocument({ bytes, filename: name });
  return { bytes, invoice: result.invoices[0] as ExtractedInvoice };
};

/** Every field of an invoice with its source, top level and in the parties. */
function sources(invoice: ExtractedInvoice): [string, { value: string; source: FieldSource }][] {
  const fields: [string, { value: string; source: FieldSource } | null][] = [
    ['invoice_number', invoice.invoice_number],
    ['issue_date', invoice.issue_date],
    ['total', invoice.total],
    ['subtotal', invoice.subtotal],
    ['vendor.name', invoice.vendor.name],
    ['vendor.email', invoice.vendor.email],
    ['bill_to.name', invoice.bill_to.name],
  ];
  return fields.filter(
    (entry): entry is [string, { value: string; source: FieldSource }] => entry[1] !== null,
  );
}

describe('each field says where it was read', () => {
  it('on a PDF: the page and a box on it, around the printed text', async () => {
    const { invoice } = await read('-pdf-multipage-en-US.pdf');
    expect(sources(invoice).length).toBeGreaterThanOrEqual(6);
    for (const [name, field] of sources(invoice)) {
      const [x0, y0, x1, y1] = field.source.box ?? [];
      expect(field.source.page, name).toBeGreaterThanOrEqual(1);
      expect(x0, name).toBeLessThan(x1 as number);
      expect(y0, name).toBeLessThan(y1 as number);
      expect(x1, name).toBeLessThanOrEqual(595.3); // A4 width in points
      expect(y1, name).toBeLessThanOrEqual(841.9);
    }
    // The totals of a two-page invoice are on its second page.
    expect(invoice.total?.source.page).toBe(2);
    expect(invoice.line_items.at(-1)?.amount?.source.page).toBe(2);
  });

  it('on text: a span that cuts exactly the printed text out of the file', async () => {
    const { bytes, invoice } = await read('-text-en-GB.txt');
    const text = new TextDecoder().decode(bytes);
    const fields = sources(invoice);
    expect(fields.length).toBeGreaterThanOrEqual(5);
    for (const [name, field] of fields) {
      const [start, end] = field.source.span ?? [0, 0];
      expect(text.slice(start, end), name).toBe(field.source.text);
    }
  });

  it('on an e-invoice: the span of the element text in the XML', async () => {
    const { bytes, invoice } = await read('-ubl-de-DE.xml');
    const xml = new TextDecoder().decode(bytes);
    const number = invoice.invoice_number;
    const [start, end] = number?.source.span ?? [0, 0];
    expect(xml.slice(start, end)).toBe(number?.value);
    expect(invoice.method).toBe('structured');
    expect(invoice.total?.confidence).toBeGreaterThanOrEqual(0.97);
  });
});
