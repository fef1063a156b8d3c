/**
 * Writes the extraction corpus: invoices in many layouts, locales and formats, scans, e-mails
 * and non-invoices, each with the values a reader should find in `<name>.expected.json`.
 * Deterministic (seeded): `pnpm --filter @ap/extraction corpus` rewrites the same files.
 */
import { mkdirSync, rmSync } from 'node:fs';
import {
  LAYOUTS,
  out,
  pdfInvoice,
  random,
  single,
  structured,
  write,
  written,
} from './corpus-writer';
import { renderCii, renderUbl } from './einvoice-xml';
import { emails } from './emails';
import { renderHeldOutPdf } from './heldout';
import { makeInvoice } from './invoice-data';
import type { LocaleCode } from './locales';
import { renderNonInvoicePdf, renderSmallImage } from './non-invoices';
import { renderInvoicePdf } from './pdf-invoice';
import { imageToPdf, scanPdfPage } from './scans';
import { renderInvoiceHtml, renderInvoiceText } from './text-invoice';

async function main(): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const locales: [LocaleCode, number][] = [
    ['en-US', 8],
    ['en-GB', 4],
    ['en-CA', 2],
    ['de-DE', 5],
    ['fr-FR', 4],
    ['nl-NL', 3],
    ['es-ES', 3],
  ];
  for (const [locale, count] of locales) {
    for (let index = 0; index < count; index += 1) {
      const withLines = !random.chance(0.15);
      const { invoice, layout, bytes, printed } = await pdfInvoice(locale, { withLines });
      write(
        `pdf-${layout}-${locale}`,
        'pdf',
        bytes,
        single(withLines ? 'pdf' : 'pdf_no_lines', invoice, printed),
      );
    }
  }
  for (const locale of ['en-US', 'de-DE'] as LocaleCode[]) {
    const invoice = makeInvoice(random, locale, { lines: 30 + random.int(0, 6) });
    const { bytes, printed } = await renderInvoicePdf(random, invoice, 'letterhead');
    write(`pdf-multipage-${locale}`, 'pdf', bytes, single('pdf_multipage', invoice, printed));
  }
  for (const [index, locale] of (
    ['en-US', 'en-GB', 'en-US', 'en-US', 'en-GB'] as LocaleCode[]
  ).entries()) {
    const invoice = makeInvoice(random, locale, { lines: random.int(1, 3) });
    const { bytes, printed } = await renderInvoicePdf(
      random,
      invoice,
      index % 2 ? 'letterhead' : 'minimal',
    );
    const jpeg = await scanPdfPage(bytes, random);
    if (index < 3)
      write(`scan-pdf-${locale}`, 'pdf', await imageToPdf(jpeg), single('scan', invoice, printed));
    else write(`scan-image-${locale}`, 'jpg', jpeg, single('scan', invoice, printed));
  }
  {
    const invoice = makeInvoice(random, 'en-US', { lines: 2 });
    const { bytes, printed } = await renderInvoicePdf(random, invoice, 'letterhead');
    write(
      'scan-sideways-en-US',
      'jpg',
      await scanPdfPage(bytes, random, true),
      single('scan', invoice, printed),
    );
  }
  for (const locale of ['en-US', 'de-DE', 'fr-FR'] as LocaleCode[]) {
    const invoice = makeInvoice(random, locale);
    const { html, printed } = renderInvoiceHtml(random, invoice);
    write(`html-${locale}`, 'html', html, single('html', invoice, printed));
  }
  for (const locale of ['en-US', 'en-GB', 'nl-NL'] as LocaleCode[]) {
    const invoice = makeInvoice(random, locale);
    const { text, printed } = renderInvoiceText(random, invoice);
    write(`text-${locale}`, 'txt', text, single('text', invoice, printed));
  }
  for (const locale of ['de-DE', 'nl-NL', 'en-GB'] as LocaleCode[]) {
    const invoice = makeInvoice(random, locale);
    write(`ubl-${locale}`, 'xml', renderUbl(invoice), {
      kind: 'ubl',
      invoices: [structured(invoice)],
      skipped: 0,
    });
  }
  for (const locale of ['fr-FR', 'de-DE'] as LocaleCode[]) {
    const invoice = makeInvoice(random, locale);
    write(`cii-${locale}`, 'xml', renderCii(invoice), {
      kind: 'cii',
      invoices: [structured(invoice)],
      skipped: 0,
    });
  }
  for (const locale of ['de-DE', 'fr-FR', 'de-DE'] as LocaleCode[]) {
    const invoice = makeInvoice(random, locale);
    const { bytes } = await renderInvoicePdf(random, invoice, random.pick(LAYOUTS), {
      attachments: [{ name: 'factur-x.xml', content: renderCii(invoice), type: 'text/xml' }],
    });
    write(`facturx-${locale}`, 'pdf', bytes, {
      kind: 'facturx',
      invoices: [structured(invoice)],
      skipped: 0,
    });
  }
  for (const kind of ['w9', 'statement', 'terms', 'quote', 'remittance'] as const) {
    write(`not-invoice-${kind}`, 'pdf', await renderNonInvoicePdf(kind, random), {
      kind: 'not_invoice',
      invoices: [],
      skipped: 1,
      note: kind,
    });
  }
  write('not-invoice-logo', 'png', renderSmallImage('logo', random), {
    kind: 'not_invoice',
    invoices: [],
    skipped: 1,
    note: 'logo',
  });
  write('not-invoice-signature', 'png', renderSmallImage('signature', random), {
    kind: 'not_invoice',
    invoices: [],
    skipped: 1,
    note: 'signature',
  });
  await emails();
  for (const locale of [
    'en-US',
    'en-GB',
    'de-DE',
    'en-US',
    'de-DE',
    'en-CA',
    'it-IT',
    'it-IT',
  ] as const) {
    const italian = locale === 'it-IT';
    const invoice = makeInvoice(
      random,
      italian ? 'es-ES' : locale,
      italian ? { currency: 'EUR' } : {},
    );
    if (italian)
      invoice.vendor = {
        ...invoice.vendor,
        name: random.pick(['Rossi Forniture S.r.l.', 'Bianchi & Figli S.p.A.']),
        address: ['Via Roma 12', '20121 Milano'],
      };
    invoice.terms = null; // this layout prints no terms: a due date can only be read
    const { bytes, printed } = await renderHeldOutPdf(random, invoice, italian);
    write(`heldout-pdf-${locale}`, 'pdf', bytes, single('heldout_pdf', invoice, printed));
  }
  console.log(`corpus: ${written()} documents in ${out}`);
}

await main();
