import Decimal from 'decimal.js';
import { formatMoney, formatQuantity, pickDateFormat } from './formats';
import type { InvoiceData } from './invoice-data';
import { LABELS } from './locales';
import type { Random } from './random';

/** The words and formats one document uses: picked once, so a document is consistent. */
export function pickWording(random: Random, invoice: InvoiceData) {
  const labels = LABELS[invoice.locale];
  const date = pickDateFormat(invoice.locale, random);
  const moneyWithSymbol = random.chance(0.6);
  const taxLabel = random.pick(labels.tax);
  const percent = new Decimal(invoice.taxRate).times(100).toString();
  return {
    title: random.pick(labels.title),
    number: random.pick(labels.number),
    date: random.pick(labels.date),
    due: random.pick(labels.due),
    terms: random.pick(labels.terms),
    po: random.pick(labels.po),
    billTo: random.pick(labels.billTo),
    subtotal: random.pick(labels.subtotal),
    tax: /\d/.test(taxLabel) ? taxLabel : `${taxLabel} (${percent}%)`,
    total: random.pick(labels.total),
    description: random.pick(labels.description),
    quantity: random.pick(labels.quantity),
    rate: random.pick(labels.rate),
    amount: random.pick(labels.amount),
    requisitioner: random.pick(labels.requisitioner),
    bank: random.pick(labels.bank),
    taxId: random.pick(labels.taxId),
    formatDate: date,
    money: (value: string, forceSymbol = false) =>
      formatMoney(value, invoice.locale, invoice.currency, forceSymbol || moneyWithSymbol),
    quantityText: (value: string) => formatQuantity(value, invoice.locale),
    /** Whether the currency is printed as an ISO code somewhere (when amounts carry no symbol). */
    currencyCode: !moneyWithSymbol || invoice.currency === 'CAD' || invoice.currency === 'CHF',
  };
}

export type Wording = ReturnType<typeof pickWording>;

/** The lines of the bank block, as printed. */
export function bankLines(invoice: InvoiceData, words: Wording): string[] {
  const { vendor } = invoice;
  const lines = [`${words.bank}: ${vendor.bankName}`];
  if (vendor.iban)
    lines.push(`IBAN: ${vendor.iban.replace(/(.{4})/g, '$1 ').trim()}`, `BIC: ${vendor.bic}`);
  if (vendor.account)
    lines.push(`Account No.: ${vendor.account}`, `Routing No.: ${vendor.routing}`);
  return lines;
}
