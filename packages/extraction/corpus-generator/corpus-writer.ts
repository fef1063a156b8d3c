/** The corpus being written: the seeded generator, the numbering and the expected values. */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Expected, expectedInvoice } from './expected';
import { type InvoiceData, makeInvoice } from './invoice-data';
import type { LocaleCode } from './locales';
import { type Layout, type Printed, renderInvoicePdf } from './pdf-invoice';
import { createRandom } from './random';

// CORPUS_SEED / CORPUS_OUT write a fresh sample elsewhere (to measure on documents never seen).
export const out =
  process.env.CORPUS_OUT ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'corpus');
export const random = createRandom(Number(process.env.CORPUS_SEED ?? 20240611));
export const LAYOUTS: Layout[] = ['letterhead', 'modern', 'window', 'minimal'];
let counter = 0;
export const written = () => counter;

export function write(
  name: string,
  ext: string,
  bytes: Uint8Array | string,
  expected: Expected,
): void {
  counter += 1;
  const base = `${String(counter).padStart(2, '0')}-${name}`;
  writeFileSync(join(out, `${base}.${ext}`), bytes);
  writeFileSync(join(out, `${base}.expected.json`), `${JSON.stringify(expected, null, 2)}\n`);
}

export const single = (kind: string, invoice: InvoiceData, printed: Printed): Expected => ({
  kind,
  invoices: [expectedInvoice(invoice, printed)],
  skipped: 0,
});
const xmlPrinted = (invoice: InvoiceData): Printed => ({
  vendorEmail: true,
  taxId: true,
  bank: Boolean(invoice.vendor.iban),
  lineItems: true,
  requisitioner: false,
  po: invoice.po !== null,
  currencyCode: true,
});
export const structured = (invoice: InvoiceData) => {
  const expected = expectedInvoice(invoice, xmlPrinted(invoice));
  expected.fields['vendor.account_number'] = null;
  expected.fields['vendor.routing_number'] = null;
  return expected;
};

export async function pdfInvoice(
  locale: LocaleCode,
  options: { lines?: number; withLines?: boolean } = {},
) {
  const invoice = makeInvoice(random, locale, options.lines ? { lines: options.lines } : {});
  const layout = random.pick(LAYOUTS);
  const rendered = await renderInvoicePdf(
    random,
    invoice,
    layout,
    options.withLines === false ? { withLines: false } : {},
  );
  return { invoice, layout, ...rendered };
}
