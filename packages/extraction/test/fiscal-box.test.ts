import { describe, expect, it } from 'vitest';
import { createPdf } from '../corpus-generator/pdf-canvas';
import { extractFromDocument } from '../src/index';

// A Chilean electronic invoice as tax-office software prints it: the issuer's RUT and the title
// in a box at the top right with the number marked only "N°" under it, the issuer's address
// lines beside; "Fecha Vencimiento" without its "de"; amounts in pesos with a bare "$".
async function chileanInvoice(options: { numberLine?: string } = {}) {
  const pdf = createPdf();
  pdf.text('Distribuidora Andina Ltda.', 50, 50, { size: 12, bold: true });
  pdf.text('R.U.T.: 77.412.305-K', 380, 50, { bold: true });
  pdf.text('Giro: Venta de insumos de oficina', 50, 66);
  pdf.text('FACTURA ELECTRÓNICA', 380, 66, { bold: true, size: 11 });
  pdf.text('Dirección: Av. Providencia 1820', 50, 82);
  pdf.text('Comuna: Providencia', 50, 98);
  pdf.text(options.numberLine ?? 'N° 4471023', 380, 98, { bold: true });
  pdf.text('S.I.I. - Santiago Oriente', 380, 114);
  pdf.text('Señor(es):', 50, 150);
  pdf.text('Comercial Los Robles SpA', 130, 150);
  pdf.text('Fecha Emisión:', 360, 150);
  pdf.text('03-02-2023', 460, 150);
  pdf.text('Fecha Vencimiento:', 360, 166);
  pdf.text('05-03-2023', 460, 166);
  pdf.text('Cantidad', 50, 210, { bold: true });
  pdf.text('Detalle', 120, 210, { bold: true });
  pdf.text('Precio Unit.', 380, 210, { bold: true });
  pdf.text('Monto', 540, 210, { bold: true, right: true });
  pdf.text('10', 50, 226);
  pdf.text('Resma papel carta', 120, 226);
  pdf.text('4.500', 380, 226);
  pdf.text('45.000', 540, 226, { right: true });
  pdf.text('Monto Neto', 380, 270);
  pdf.text('$ 45.000', 540, 270, { right: true });
  pdf.text('IVA (19,00%)', 380, 286);
  pdf.text('$ 8.550', 540, 286, { right: true });
  pdf.text('Total', 380, 302, { bold: true });
  pdf.text('$ 53.550', 540, 302, { right: true, bold: true });
  const result = await extractFromDocument(
    { bytes: await pdf.finish(), filename: 'dte.pdf' },
    { ocr: false },
  );
  const invoice = result.invoices[0];
  if (!invoice) throw new Error(`not read as an invoice: ${JSON.stringify(result.skipped)}`);
  return invoice;
}

describe('an invoice whose number stands in the fiscal box under its title', () => {
  it('reads the number marked N° under the title, the due date, and pesos from a bare "$"', async () => {
    const invoice = await chileanInvoice();
    expect(invoice.invoice_number?.value).toBe('4471023');
    expect(invoice.due_date?.value).toBe('2023-03-05');
    expect(invoice.issue_date?.value).toBe('2023-02-03');
    expect(invoice.total?.value).toBe('53550.00');
    expect(invoice.currency?.value).toBe('CLP');
  });

  it('takes no number from under the title when the cell there is not marked as one', async () => {
    const invoice = await chileanInvoice({ numberLine: 'Oficina 4471023' });
    expect(invoice.invoice_number?.value).not.toBe('4471023');
  });
});
