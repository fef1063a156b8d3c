/** E-mails as they reach the AP mailbox: attachments, bodies, forwards, duplicates. */

import { pdfInvoice, random, structured, write } from './corpus-writer';
import { renderUbl } from './einvoice-xml';
import { expectedInvoice } from './expected';
import { makeInvoice } from './invoice-data';
import { buildEmail, type MimeAttachment } from './mime';
import { renderNonInvoicePdf, renderSmallImage } from './non-invoices';
import { renderInvoiceHtml, renderInvoiceText } from './text-invoice';

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

export async function emails(): Promise<void> {
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
