import type { InvoiceData } from './invoice-data';
import { createPdf, type Pdf } from './pdf-canvas';
import type { Random } from './random';
import { bankLines, pickWording, type Wording } from './wording';

export type Layout = 'letterhead' | 'modern' | 'window' | 'minimal';

/** What a document actually printed, so the expected values list only what can be read. */
export type Printed = {
  vendorEmail: boolean;
  taxId: boolean;
  bank: boolean;
  lineItems: boolean;
  requisitioner: boolean;
  po: boolean;
  currencyCode: boolean;
};

const ROWS_PER_PAGE = 26;

function table(pdf: Pdf, invoice: InvoiceData, words: Wording, top: number): number {
  const columns = { description: 45, quantity: 330, rate: 440, amount: 550 };
  const header = (y: number) => {
    pdf
      .text(words.description, columns.description, y, { bold: true })
      .text(words.quantity, columns.quantity, y, { bold: true, right: true })
      .text(words.rate, columns.rate, y, { bold: true, right: true })
      .text(words.amount, columns.amount, y, { bold: true, right: true })
      .line(40, y + 13, 555, y + 13);
    return y + 20;
  };
  let y = header(top);
  invoice.lines.forEach((line, index) => {
    if (index > 0 && index % ROWS_PER_PAGE === 0) {
      pdf.text(`Page ${index / ROWS_PER_PAGE}`, 500, 800, { size: 7 });
      pdf.newPage();
      y = header(60);
    }
    pdf
      .text(line.description, columns.description, y)
      .text(words.quantityText(line.quantity), columns.quantity, y, { right: true })
      .text(words.money(line.rate), columns.rate, y, { right: true })
      .text(words.money(line.amount), columns.amount, y, { right: true });
    y += 16;
  });
  return y + 6;
}

function totals(pdf: Pdf, invoice: InvoiceData, words: Wording, top: number, right = 550): number {
  pdf.line(330, top - 4, 555, top - 4);
  pdf
    .text(words.subtotal, 340, top)
    .text(words.money(invoice.subtotal), right, top, { right: true });
  pdf
    .text(words.tax, 340, top + 16)
    .text(words.money(invoice.tax), right, top + 16, { right: true });
  const label = words.currencyCode ? `${words.total} (${invoice.currency})` : words.total;
  pdf
    .text(label, 340, top + 34, { bold: true, size: 11 })
    .text(words.money(invoice.total, true), right, top + 34, { bold: true, size: 11, right: true });
  return top + 60;
}

function meta(
  pdf: Pdf,
  invoice: InvoiceData,
  words: Wording,
  x: number,
  y: number,
  valueX: number,
): number {
  const rows: [string, string][] = [
    [words.number, invoice.number],
    [words.date, words.formatDate(invoice.issueDate)],
  ];
  if (invoice.dueDate) rows.push([words.due, words.formatDate(invoice.dueDate)]);
  if (invoice.terms) rows.push([words.terms, invoice.terms.text]);
  if (invoice.po) rows.push([words.po, invoice.po]);
  rows.forEach(([label, value], index) => {
    pdf.text(`${label}:`, x, y + index * 14, { bold: true }).text(value, valueX, y + index * 14);
  });
  return y + rows.length * 14;
}

function party(pdf: Pdf, title: string, lines: string[], x: number, y: number): number {
  pdf.text(title, x, y, { bold: true });
  lines.forEach((line, index) => {
    pdf.text(line, x, y + 14 + index * 12, { bold: index === 0 });
  });
  return y + 14 + lines.length * 12;
}

/** Draws one invoice in one of four layouts and returns its bytes and what it printed. */
export async function renderInvoicePdf(
  random: Random,
  invoice: InvoiceData,
  layout: Layout,
  options: {
    withLines?: boolean;
    attachments?: { name: string; content: string; type: string }[];
  } = {},
) {
  const words = pickWording(random, invoice);
  const pdf = createPdf(options.attachments ? { attachments: options.attachments } : {});
  const { vendor } = invoice;
  const withLines = options.withLines ?? true;
  const printed: Printed = {
    vendorEmail: true,
    taxId: random.chance(0.7),
    bank: random.chance(0.7),
    lineItems: withLines,
    requisitioner: invoice.requisitioner !== null,
    po: invoice.po !== null,
    currencyCode: words.currencyCode,
  };
  const billTo = [invoice.billTo.name, ...invoice.billTo.address];
  const requisitioner = invoice.requisitioner
    ? `${words.requisitioner}: ${invoice.requisitioner.name}`
    : null;
  let y: number;
  if (layout === 'letterhead') {
    pdf.text(vendor.name, 45, 45, { size: 18, bold: true });
    [...vendor.address, vendor.email ?? '', vendor.phone ?? ''].forEach((line, index) => {
      pdf.text(line, 45, 70 + index * 12);
    });
    pdf.text(words.title, 550, 45, { size: 20, bold: true, right: true });
    meta(pdf, invoice, words, 340, 80, 450);
    y = party(pdf, words.billTo, billTo, 45, 170);
    if (requisitioner) pdf.text(requisitioner, 45, y + 4);
  } else if (layout === 'modern') {
    pdf.text(words.title, 45, 45, { size: 24, bold: true });
    pdf.text(vendor.name, 550, 45, { size: 13, bold: true, right: true });
    [...vendor.address, vendor.email ?? ''].forEach((line, index) => {
      pdf.text(line, 550, 64 + index * 12, { right: true });
    });
    // The invoice facts as a row of headers over a row of values.
    const facts: [string, string][] = [
      [words.number, invoice.number],
      [words.date, words.formatDate(invoice.issueDate)],
    ];
    if (invoice.dueDate) facts.push([words.due, words.formatDate(invoice.dueDate)]);
    if (invoice.po) facts.push([words.po, invoice.po]);
    for (const [index, [label, value]] of facts.entries()) {
      pdf.text(label, 45 + index * 128, 120, { bold: true, size: 8 });
      pdf.text(value, 45 + index * 128, 133);
    }
    y = party(pdf, words.billTo, billTo, 45, 165);
    if (requisitioner) pdf.text(requisitioner, 300, 179);
    if (invoice.terms) pdf.text(`${words.terms}: ${invoice.terms.text}`, 300, 165);
  } else if (layout === 'window') {
    // DIN 5008 style: the sender in small print above the recipient's window, facts on the right.
    pdf.text(`${vendor.name} · ${vendor.address.join(' · ')}`, 45, 110, { size: 6 });
    billTo.forEach((line, index) => {
      pdf.text(line, 45, 125 + index * 12);
    });
    pdf.text(words.billTo, 45, 98, { size: 7, bold: true });
    meta(pdf, invoice, words, 330, 110, 450);
    pdf.text(`${words.title} ${invoice.number}`, 45, 220, { size: 14, bold: true });
    y = 230;
    if (requisitioner) pdf.text(requisitioner, 45, 236);
  } else {
    pdf.text(vendor.name, 45, 45, { size: 12, bold: true });
    pdf.text(`${vendor.address.join(', ')} | ${vendor.email}`, 45, 61);
    pdf.text(`${words.title}`, 45, 95, { size: 16, bold: true });
    meta(pdf, invoice, words, 45, 120, 160);
    y = party(pdf, words.billTo, billTo, 330, 120);
    if (requisitioner) pdf.text(requisitioner, 330, y + 4);
  }
  y = Math.max(y, 250) + 20;
  if (withLines) y = table(pdf, invoice, words, y);
  else pdf.text(invoice.lines.map((line) => line.description).join(', '), 45, y);
  y = totals(pdf, invoice, words, y + 16);
  const footer: string[] = [];
  if (printed.bank) footer.push(...bankLines(invoice, words));
  if (printed.taxId) footer.push(`${words.taxId}: ${vendor.taxId}`);
  if (layout === 'window')
    footer.push(`${vendor.name} · ${vendor.address.join(' · ')} · ${vendor.email}`);
  footer.forEach((line, index) => {
    pdf.text(line, 45, Math.max(y + 20, 700) + index * 11, { size: 8 });
  });
  return { bytes: await pdf.finish(), printed, words };
}
