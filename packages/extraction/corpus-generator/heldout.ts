import { formatMoney, formatQuantity } from './formats';
import type { InvoiceData } from './invoice-data';
import { createPdf } from './pdf-canvas';
import type { Printed } from './pdf-invoice';
import type { Random } from './random';

/**
 * A held-out set: wording and layouts written after the rules were tuned and never tuned on
 * (labels the dictionaries lack, totals on the left, a grid of facts, ISO and dotted dates,
 * English labels on a German invoice, Italian). Its figures say how the rules generalise.
 */
const WORDS = {
  number: ['Bill No.', 'Reference', 'Invoice ID', 'Document No.', 'Our ref.'],
  date: ['Document date', 'Dated', 'Invoice date', 'Billing date'],
  due: ['Payable by', 'Please pay by', 'Due date', 'Payment due'],
  billTo: ['Sold to', 'Invoice to', 'Bill to', 'Client'],
  subtotal: ['Net', 'Total before tax', 'Subtotal'],
  tax: ['Tax', 'VAT', 'Sales tax'],
  total: ['Amount payable', 'Total', 'Pay this amount', 'Invoice total'],
  description: ['Item', 'Description', 'Product / service'],
  quantity: ['Qty', 'Quantity', 'Hrs'],
  rate: ['Price', 'Unit cost', 'Rate'],
  amount: ['Total', 'Amount', 'Net amount'],
};

const ITALIAN = {
  number: ['Fattura n.', 'Numero fattura'],
  date: ['Data', 'Data fattura'],
  due: ['Scadenza', 'Data scadenza'],
  billTo: ['Cliente', 'Fatturare a'],
  subtotal: ['Imponibile'],
  tax: ['IVA 22%'],
  total: ['Totale', 'Totale fattura'],
  description: ['Descrizione'],
  quantity: ['Quantità'],
  rate: ['Prezzo unitario'],
  amount: ['Importo'],
};

const dates = [
  (iso: string) => iso.replace(/-/g, '.'),
  (iso: string) => {
    const [y, m, d] = iso.split('-');
    const months = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ];
    return `${Number(d)}-${months[Number(m) - 1]}-${y?.slice(2)}`;
  },
  (iso: string) => iso,
];

export async function renderHeldOutPdf(random: Random, invoice: InvoiceData, italian: boolean) {
  const words = italian ? ITALIAN : WORDS;
  const pick = (key: keyof typeof WORDS) => random.pick(words[key]);
  const date = italian ? (iso: string) => iso.split('-').reverse().join('/') : random.pick(dates);
  const money = (value: string) => formatMoney(value, invoice.locale, invoice.currency, false);
  const pdf = createPdf();
  const { vendor } = invoice;
  const gridFacts: [string, string][] = [
    [pick('number'), invoice.number],
    [pick('date'), date(invoice.issueDate)],
  ];
  if (invoice.dueDate) gridFacts.push([pick('due'), date(invoice.dueDate)]);
  // Letterhead centred-ish, facts as a grid of label-over-value boxes, currency in the header.
  pdf.text(vendor.name.toUpperCase(), 200, 40, { size: 15, bold: true });
  pdf.text(`${vendor.address.join(' - ')} - ${vendor.email}`, 200, 60, { size: 8 });
  for (const [index, [label, value]] of gridFacts.entries()) {
    pdf.text(label, 45 + index * 170, 110, { size: 7 });
    pdf.text(value, 45 + index * 170, 121, { size: 10, bold: true });
  }
  pdf.text(pick('billTo'), 45, 160, { size: 7 });
  [invoice.billTo.name, ...invoice.billTo.address].forEach((line, index) => {
    pdf.text(line, 45, 172 + index * 12);
  });
  const top = 260;
  pdf.text(pick('description'), 45, top, { bold: true });
  pdf.text(pick('quantity'), 300, top, { bold: true });
  pdf.text(pick('rate'), 380, top, { bold: true });
  pdf.text(`${pick('amount')} (${invoice.currency})`, 470, top, { bold: true });
  let y = top + 18;
  for (const line of invoice.lines) {
    pdf.text(line.description, 45, y);
    pdf.text(formatQuantity(line.quantity, invoice.locale), 300, y);
    pdf.text(money(line.rate), 380, y);
    pdf.text(money(line.amount), 470, y);
    y += 15;
  }
  // Totals on the left, under the table.
  y += 15;
  pdf.text(pick('subtotal'), 45, y).text(money(invoice.subtotal), 200, y, { right: true });
  pdf.text(pick('tax'), 45, y + 14).text(money(invoice.tax), 200, y + 14, { right: true });
  pdf
    .text(pick('total'), 45, y + 30, { bold: true })
    .text(money(invoice.total), 200, y + 30, { bold: true, right: true });
  pdf.text(`Thank you for your business. ${vendor.name}`, 45, 780, { size: 7 });
  const printed: Printed = {
    vendorEmail: true,
    taxId: false,
    bank: false,
    lineItems: true,
    requisitioner: false,
    po: false,
    currencyCode: true,
  };
  return { bytes: await pdf.finish(), printed };
}
