import { createCanvas } from '@napi-rs/canvas';
import { createPdf } from './pdf-canvas';
import type { Random } from './random';

/** Documents that travel with invoices and are not invoices: each must be skipped. */
export async function renderNonInvoicePdf(
  kind: 'w9' | 'statement' | 'terms' | 'quote' | 'remittance',
  random: Random,
): Promise<Uint8Array> {
  const pdf = createPdf();
  const vendor = random.pick([
    'Bluebird Logistics LLC',
    'Acme Office Supply Co.',
    'Redwood Facilities Services',
  ]);
  if (kind === 'w9') {
    pdf
      .text('Form W-9', 45, 45, { size: 16, bold: true })
      .text('(Rev. March 2024)', 45, 64, { size: 7 });
    pdf.text('Request for Taxpayer Identification Number and Certification', 160, 45, {
      size: 12,
      bold: true,
    });
    pdf.text('Department of the Treasury  Internal Revenue Service', 160, 62, { size: 8 });
    pdf
      .text(`1 Name of entity/individual: ${vendor}`, 45, 110)
      .text('2 Business name/disregarded entity name, if different from above', 45, 130);
    pdf.text(
      '3a Check the appropriate box for federal tax classification:  [X] C corporation  [ ] S corporation  [ ] Partnership',
      45,
      150,
      { size: 8 },
    );
    pdf
      .text('5 Address (number, street, and apt. or suite no.): 88 Harbor Blvd', 45, 175)
      .text('6 City, state, and ZIP code: Long Beach, CA 90802', 45, 190);
    pdf
      .text('Part I  Taxpayer Identification Number (TIN)', 45, 220, { bold: true })
      .text(
        `Employer identification number: ${random.int(10, 99)}-${random.int(1000000, 9999999)}`,
        45,
        236,
      );
    pdf
      .text('Part II  Certification', 45, 270, { bold: true })
      .text(
        'Under penalties of perjury, I certify that the number shown on this form is my correct taxpayer identification number.',
        45,
        286,
        { size: 8 },
      );
    pdf.text('Signature of U.S. person                     Date 02/01/2024', 45, 330);
  } else if (kind === 'statement') {
    pdf
      .text(vendor, 45, 45, { size: 16, bold: true })
      .text('STATEMENT OF ACCOUNT', 550, 45, { size: 14, bold: true, right: true });
    pdf
      .text('Statement date: 03/31/2024', 380, 70)
      .text('Customer: Northwind Traders Inc.', 45, 100);
    pdf
      .text('Date', 45, 140, { bold: true })
      .text('Reference', 140, 140, { bold: true })
      .text('Charges', 400, 140, { bold: true, right: true })
      .text('Balance', 550, 140, { bold: true, right: true });
    let balance = 0;
    for (let index = 0; index < 5; index += 1) {
      const amount = random.int(10000, 300000) / 100;
      balance += amount;
      pdf
        .text(`03/${String(3 + index * 5).padStart(2, '0')}/2024`, 45, 160 + index * 16)
        .text(`INV-${random.int(1000, 9999)}`, 140, 160 + index * 16)
        .text(amount.toFixed(2), 400, 160 + index * 16, { right: true })
        .text(balance.toFixed(2), 550, 160 + index * 16, { right: true });
    }
    pdf
      .text('Balance due', 380, 260, { bold: true })
      .text(`$${balance.toFixed(2)}`, 550, 260, { bold: true, right: true });
  } else if (kind === 'terms') {
    pdf.text('General Terms and Conditions of Sale', 45, 45, { size: 15, bold: true });
    const clauses = [
      '1. Scope. These terms apply to all deliveries and services.',
      '2. Prices. Prices are net plus the statutory VAT.',
      '3. Payment. Invoices are payable within 30 days without deduction.',
      '4. Retention of title. Goods remain our property until paid in full.',
      '5. Liability. Our liability is limited to intent and gross negligence.',
      '6. Jurisdiction. Place of jurisdiction is the seat of the seller.',
    ];
    clauses.forEach((clause, index) => {
      pdf.text(clause, 45, 80 + index * 18);
    });
  } else if (kind === 'quote') {
    pdf
      .text('QUOTATION', 45, 45, { size: 20, bold: true })
      .text(vendor, 550, 45, { size: 12, bold: true, right: true });
    pdf
      .text(`Quote No.: Q-${random.int(1000, 9999)}`, 45, 90)
      .text('Valid until: 04/30/2024', 45, 104);
    pdf
      .text('Description', 45, 140, { bold: true })
      .text('Amount', 550, 140, { bold: true, right: true });
    pdf
      .text('Warehouse racking installation', 45, 158)
      .text('$12,400.00', 550, 158, { right: true });
    pdf
      .text('Total', 380, 190, { bold: true })
      .text('$12,400.00', 550, 190, { bold: true, right: true });
  } else {
    pdf
      .text('Remittance Advice', 45, 45, { size: 16, bold: true })
      .text('Payment date: 04/02/2024', 45, 75);
    pdf
      .text(`Paid to: ${vendor}`, 45, 95)
      .text(`Invoice INV-${random.int(1000, 9999)}    $1,250.00`, 45, 125)
      .text('Total paid: $1,250.00', 45, 145);
  }
  return pdf.finish();
}

/** A small logo or signature image, as e-mail signatures carry. */
export function renderSmallImage(kind: 'logo' | 'signature', random: Random): Uint8Array {
  const canvas = createCanvas(kind === 'logo' ? 180 : 240, kind === 'logo' ? 60 : 80);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = kind === 'logo' ? '#1f5fa8' : '#222222';
  if (kind === 'logo') {
    context.fillRect(8, 10, 40, 40);
    context.font = 'bold 22px sans-serif';
    context.fillText(random.pick(['ACME', 'BLUEBIRD', 'CEDAR']), 56, 40);
  } else {
    context.beginPath();
    context.moveTo(10, 60);
    for (let x = 10; x < 230; x += 12) context.lineTo(x, 30 + random.int(0, 30));
    context.stroke();
  }
  return new Uint8Array(canvas.toBuffer('image/png'));
}
