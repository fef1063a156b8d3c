import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { extractFromDocument } from '../src/index';

type Page = { seller: string; number: string; lines: [string, string][]; total: string };

/** A PDF of invoice pages as a marketplace prints one order: each seller's invoice apart. */
const invoicesPdf = (pages: Page[][]): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica').fontSize(10);
    pages.flat().forEach((page, index) => {
      if (index > 0) doc.addPage();
      doc.fontSize(14).text('Tax Invoice', 400, 40, { lineBreak: false });
      doc.fontSize(10).text('Sold By :', 40, 80, { lineBreak: false });
      doc.text(page.seller, 40, 94, { lineBreak: false });
      doc.text('Billing Address :', 380, 80, { lineBreak: false });
      doc.text('Northgate Studio Ltd', 380, 94, { lineBreak: false });
      doc.text(`Invoice Number : ${page.number}`, 360, 140, { lineBreak: false });
      doc.text('Invoice Date : 19.03.2025', 360, 154, { lineBreak: false });
      doc.text('Description', 40, 200, { lineBreak: false });
      doc.text('Amount', 480, 200, { lineBreak: false });
      page.lines.forEach(([description, amount], row) => {
        doc.text(description, 40, 220 + row * 16, { lineBreak: false });
        doc.text(amount, 480, 220 + row * 16, { lineBreak: false });
      });
      doc.text('TOTAL:', 40, 320, { lineBreak: false });
      doc.text(page.total, 480, 320, { lineBreak: false });
    });
    doc.end();
  });

describe('a PDF holding several invoices', () => {
  it('is read as one invoice per invoice number, each with its own seller and total', async () => {
    const bytes = await invoicesPdf([
      [
        {
          seller: 'Cocoa Leaf Retail Ltd',
          number: 'DEL5-1100',
          lines: [['Tea set', '209.00']],
          total: '209.00',
        },
      ],
      [
        {
          seller: 'Harbour Brushes Pvt Ltd',
          number: 'DEL5-1369',
          lines: [['Hair brush', '199.00']],
          total: '319.00',
        },
        {
          seller: 'Harbour Brushes Pvt Ltd',
          number: 'DEL5-1369',
          lines: [['Comb', '120.00']],
          total: '319.00',
        },
      ],
    ]);
    const { invoices } = await extractFromDocument({
      bytes: new Uint8Array(bytes),
      filename: 'order.pdf',
    });
    expect(invoices.map((invoice) => invoice.invoice_number?.value)).toEqual([
      'DEL5-1100',
      'DEL5-1369',
    ]);
    expect(invoices.map((invoice) => invoice.total?.value)).toEqual(['209.00', '319.00']);
    expect(invoices.map((invoice) => invoice.vendor.name?.value)).toEqual([
      'Cocoa Leaf Retail Ltd',
      'Harbour Brushes Pvt Ltd',
    ]);
    expect(invoices.map((invoice) => invoice.document.invoice_pages)).toEqual([[1], [2, 3]]);
  });

  it('stays one invoice when its pages repeat the same number', async () => {
    const page = {
      seller: 'Cocoa Leaf Retail Ltd',
      number: 'DEL5-1100',
      lines: [['Tea set', '209.00']] as [string, string][],
      total: '209.00',
    };
    const bytes = await invoicesPdf([[page, page]]);
    const { invoices } = await extractFromDocument({
      bytes: new Uint8Array(bytes),
      filename: 'order.pdf',
    });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.document.invoice_pages).toBeUndefined();
  });
});
