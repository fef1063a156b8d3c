/**
 * Writes the extraction corpus: invoices in many layouts, locales and formats, scans, e-mails
 * and non-invoices, each with the values a reader should find in `<name>.expected.json`.
 * Deterministic (seeded): `pnpm --filter @ap/extraction corpus` rewrites the same files.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderCii, renderUbl } from './einvoice-xml';
import { type Expected, expectedInvoice } from './expected';
import { renderHeldOutPdf } from './heldout';
import { type InvoiceData, makeInvoice } from './invoice-data';
import type { LocaleCode } from './locales';
import { buildEmail, type MimeAttachment } from './mime';
import { renderNonInvoicePdf, renderSmallImage } from './non-invoices';
import { type Layout, type Printed, renderInvoicePdf } from './pdf-invoice';
import { createRandom } from './random';
import { imageToPdf, scanPdfPage } from './scans';
import { renderInvoiceHtml, renderInvoiceText } from './text-invoice';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'corpus');
const random = createRandom(20240611);
const LAYOUTS: Layout[] = ['letterhead', 'modern', 'window', 'minimal'];
let counter = 0;

function write(name: string, ext: string, bytes: Uint8Array | string, expected: Expected): void {
  counter += 1;
  const base = `${String(counter).padStart(2, '0')}-${name}`;
  writeFileSync(join(out, `${base}.${ext}`), bytes);
  writeFileSync(join(out, `${base}.expected.json`), `${JSON.stringify(expected, null, 2)}\n`);
}

const single = (kind: string, invoice: InvoiceData, printed: Printed): Expected => ({
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
const structured = (invoice: InvoiceData) => {
  const expected = expectedInvoice(invoice, xmlPrinted(invoice));
  expected.fields['vendor.account_number'] = null;
  expected.fields['vendor.routing_number'] = null;
  return expected;
};

async function pdfInvoice(
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
  console.log(`corpus: ${counter} documents in ${out}`);
}

const mailDate = (day: number) =>
  `Mon, ${String(day).padStart(2, '0')} Jun 2024 09:${String(day).padStart(2, '0')}:00 +0000`;
let mailCounter = 0;
function mail(
  from: string,
  subject: string,
  parts: { text?: string; html?: string; attachments?: MimeAttachment[]; forwarded?: Uint8Array[] },
) {
  mailCounter += 1;
  return buildEmail({
    from,
    to: 'ap@northwindtraders.com',
    subject,
    date: mailDate(mailCounter),
    messageId: `m${mailCounter}.${random.int(1000, 9999)}@mail.example`,
    ...parts,
  });
}
const pdfPart = (filename: string, bytes: Uint8Array): MimeAttachment => ({
  filename,
  contentType: random.chance(0.5) ? 'application/pdf' : 'application/octet-stream',
  bytes,
});

async function emails(): Promise<void> {
  const a = await pdfInvoice('en-US');
  const w9 = await renderNonInvoicePdf('w9', random);
  write(
    'email-pdf-w9-logo',
    'eml',
    mail(`Billing <${a.invoice.vendor.email}>`, `Invoice ${a.invoice.number}`, {
      text: 'Hello,\n\nPlease find attached our invoice and our W-9.\n\nThanks',
      attachments: [
        pdfPart(`${a.invoice.number}.pdf`, a.bytes),
        pdfPart('W9.pdf', w9),
        {
          filename: 'logo.png',
          contentType: 'image/png',
          bytes: renderSmallImage('logo', random),
          inline: true,
          contentId: 'logo1',
        },
      ],
    }),
    { kind: 'email', invoices: [expectedInvoice(a.invoice, a.printed)], skipped: 2 },
  );

  const html = makeInvoice(random, 'en-GB');
  const renderedHtml = renderInvoiceHtml(random, html);
  write(
    'email-html-body',
    'eml',
    mail(`${html.vendor.name} <${html.vendor.email}>`, 'Your invoice', { html: renderedHtml.html }),
    { kind: 'email', invoices: [expectedInvoice(html, renderedHtml.printed)], skipped: 0 },
  );

  const text = makeInvoice(random, 'en-US');
  const renderedText = renderInvoiceText(random, text);
  write(
    'email-text-body',
    'eml',
    mail(`${text.vendor.name} <${text.vendor.email}>`, `Invoice ${text.number}`, {
      text: renderedText.text,
    }),
    { kind: 'email', invoices: [expectedInvoice(text, renderedText.printed)], skipped: 0 },
  );

  const b = await pdfInvoice('de-DE');
  const original = mail(
    `${b.invoice.vendor.name} <${b.invoice.vendor.email}>`,
    `Rechnung ${b.invoice.number}`,
    {
      text: 'Sehr geehrte Damen und Herren,\nanbei unsere Rechnung.',
      attachments: [pdfPart('Rechnung.pdf', b.bytes)],
    },
  );
  write(
    'email-forwarded',
    'eml',
    mail('Tom Becker <tom.becker@northwindtraders.com>', 'Fwd: Rechnung', {
      text: 'FYI - please process.',
      forwarded: [original],
    }),
    { kind: 'email', invoices: [expectedInvoice(b.invoice, b.printed)], skipped: 0 },
  );

  const c1 = await pdfInvoice('en-GB');
  const c2 = await pdfInvoice('en-GB');
  write(
    'email-two-invoices',
    'eml',
    mail(`Accounts <${c1.invoice.vendor.email}>`, 'Two invoices for May', {
      text: 'Hi, two invoices attached.',
      attachments: [pdfPart('invoice-1.pdf', c1.bytes), pdfPart('invoice-2.pdf', c2.bytes)],
    }),
    {
      kind: 'email',
      invoices: [expectedInvoice(c1.invoice, c1.printed), expectedInvoice(c2.invoice, c2.printed)],
      skipped: 0,
    },
  );

  const d = makeInvoice(random, 'nl-NL');
  const inner = mail(`${d.vendor.name} <${d.vendor.email}>`, `Factuur ${d.number}`, {
    text: 'Zie bijlage (UBL).',
    attachments: [
      {
        filename: `${d.number}.xml`,
        contentType: 'application/xml',
        bytes: new TextEncoder().encode(renderUbl(d)),
      },
    ],
  });
  const middle = mail('Liam Walsh <liam.walsh@northwindtraders.com>', 'Fwd: Factuur', {
    text: 'see below',
    forwarded: [inner],
  });
  write(
    'email-eml-in-eml',
    'eml',
    mail('Sofia Rossi <sofia.rossi@northwindtraders.com>', 'Fwd: Fwd: Factuur', {
      text: 'for AP',
      forwarded: [middle],
    }),
    { kind: 'email', invoices: [structured(d)], skipped: 0 },
  );

  const e = await pdfInvoice('fr-FR');
  write(
    'email-pdf-terms',
    'eml',
    mail(`${e.invoice.vendor.name} <${e.invoice.vendor.email}>`, `Facture ${e.invoice.number}`, {
      text: 'Bonjour, veuillez trouver ci-joint notre facture et nos conditions générales.',
      attachments: [
        pdfPart('facture.pdf', e.bytes),
        pdfPart('CGV.pdf', await renderNonInvoicePdf('terms', random)),
      ],
    }),
    { kind: 'email', invoices: [expectedInvoice(e.invoice, e.printed)], skipped: 1 },
  );

  write(
    'email-statement-only',
    'eml',
    mail('AR <ar@bluebirdlogistics.com>', 'Your statement', {
      text: 'Attached is your monthly statement.',
      attachments: [pdfPart('statement.pdf', await renderNonInvoicePdf('statement', random))],
    }),
    { kind: 'email', invoices: [], skipped: 1 },
  );

  const f = await pdfInvoice('en-US');
  write(
    'email-same-pdf-twice',
    'eml',
    mail(`Billing <${f.invoice.vendor.email}>`, `Invoice ${f.invoice.number} (resent)`, {
      text: 'Resending.',
      attachments: [pdfPart('invoice.pdf', f.bytes), pdfPart('invoice copy.pdf', f.bytes)],
    }),
    { kind: 'email', invoices: [expectedInvoice(f.invoice, f.printed)], skipped: 0 },
  );
}

await main();
