import PDFDocument from 'pdfkit';

export type InvoiceFixture = {
  vendor: string;
  vendorEmail: string;
  number: string;
  issueDate: string;
  dueDate: string;
  items: { description: string; quantity: string; rate: string; amount: string }[];
  subtotal: string;
  tax: string;
  total: string;
  /** The bill-to company; default 'Acme Corp' (the demo organisation). */
  billTo?: string;
  /** Printed under the bill-to as 'Requested by: …' (the requisitioner), when given. */
  requestedBy?: string;
  /** Printed at the foot ('Tax ID: …', 'Account number: …'), when given. */
  footer?: string[];
};

/** A one-page invoice PDF as a vendor's billing system prints it (pdfkit, deterministic). */
export const invoicePdf = (invoice: InvoiceFixture): Promise<Buffer> => invoicesPdf([invoice]);

/** Several invoices in one PDF, a page each (a marketplace order, a month's invoices). */
export const invoicesPdf = (invoices: InvoiceFixture[]): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 50,
      info: { CreationDate: new Date(0) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    invoices.forEach((invoice, index) => {
      if (index > 0) doc.addPage();
      printInvoice(doc, invoice);
    });
    doc.end();
  });

function printInvoice(doc: PDFKit.PDFDocument, invoice: InvoiceFixture) {
  doc.fontSize(18).text(invoice.vendor, 50, 50);
  doc.fontSize(10).text('12 Harbour Road, Seattle, WA 98101', 50, 75);
  doc.text(invoice.vendorEmail, 50, 90);
  doc.fontSize(22).text('INVOICE', 400, 50);
  doc.fontSize(10);
  doc.text(`Invoice Number: ${invoice.number}`, 350, 85);
  doc.text(`Invoice Date: ${invoice.issueDate}`, 350, 100);
  doc.text(`Due Date: ${invoice.dueDate}`, 350, 115);
  doc.text('Bill To:', 50, 150);
  doc.text(invoice.billTo ?? 'Acme Corp', 50, 165);
  doc.text('1 Main Street, Springfield, IL 62701', 50, 180);
  if (invoice.requestedBy) doc.text(`Requested by: ${invoice.requestedBy}`, 50, 195);
  const columns = [50, 300, 380, 470];
  let y = 230;
  ['Description', 'Qty', 'Rate', 'Amount'].forEach((header, i) => {
    doc.text(header, columns[i], y);
  });
  for (const item of invoice.items) {
    y += 20;
    [item.description, item.quantity, item.rate, item.amount].forEach((cell, i) => {
      doc.text(cell, columns[i], y);
    });
  }
  y += 40;
  doc.text('Subtotal', 380, y);
  doc.text(invoice.subtotal, 470, y);
  doc.text('Tax', 380, y + 15);
  doc.text(invoice.tax, 470, y + 15);
  doc.text('Total (USD)', 380, y + 30);
  doc.text(invoice.total, 470, y + 30);
  (invoice.footer ?? []).forEach((line, i) => {
    doc.text(line, 50, y + 70 + i * 15);
  });
}
