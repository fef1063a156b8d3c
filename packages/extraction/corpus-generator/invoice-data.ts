import Decimal from 'decimal.js';
import { ITEMS, PEOPLE, TAX_RATES, VENDORS } from './catalog';
import type { LocaleCode } from './locales';
import type { Random } from './random';

export type Party = {
  name: string;
  address: string[];
  email?: string;
  phone?: string;
  taxId?: string;
};
export type Line = { description: string; quantity: string; rate: string; amount: string };
export type InvoiceData = {
  locale: LocaleCode;
  currency: string;
  vendor: Party & {
    bankName?: string;
    iban?: string;
    bic?: string;
    account?: string;
    routing?: string;
  };
  billTo: Party;
  number: string;
  issueDate: string;
  dueDate: string | null;
  terms: { text: string; days: number } | null;
  po: string | null;
  requisitioner: { name: string; email: string } | null;
  lines: Line[];
  taxRate: string;
  subtotal: string;
  tax: string;
  total: string;
};

/** The receiving organisation: what `organizationNames` says in the accuracy run. */
export const ORGANIZATION = {
  names: ['Northwind Traders', 'Northwind Traders Inc.'],
  billTo: [
    {
      name: 'Northwind Traders Inc.',
      address: ['500 Market Street, Suite 210', 'San Francisco, CA 94105'],
    },
    { name: 'Northwind Traders GmbH', address: ['Speicherstraße 12', '20457 Hamburg'] },
    {
      name: 'Northwind Traders',
      address: ['Accounts Payable', '44 Harbour Road', 'Leeds LS1 4AP'],
    },
  ],
};

function termPhrase(random: Random, locale: LocaleCode, days: number): string {
  const phrases: Record<string, string[]> = {
    en:
      days === 0
        ? ['Due on receipt', 'Payable on receipt']
        : [`Net ${days}`, `${days} days`, `Payment within ${days} days`],
    de:
      days === 0
        ? ['Sofort zahlbar']
        : [`${days} Tage netto`, `Zahlbar innerhalb von ${days} Tagen`],
    fr: days === 0 ? ['Paiement à réception'] : [`${days} jours net`, `Paiement à ${days} jours`],
    nl: days === 0 ? ['Betaling bij ontvangst'] : [`Binnen ${days} dagen`, `${days} dagen netto`],
    es: days === 0 ? ['Pago al contado'] : [`${days} días`, `Pago a ${days} días`],
  };
  return random.pick(phrases[locale.slice(0, 2)] as string[]);
}

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A random but consistent invoice: lines multiply out, totals add up, in exact decimals. */
export function makeInvoice(
  random: Random,
  locale: LocaleCode,
  options: { lines?: number; currency?: string } = {},
): InvoiceData {
  const language = locale.slice(0, 2);
  const vendor = random.pick(VENDORS[language] as (typeof VENDORS)['en']);
  const currency =
    options.currency ??
    { 'en-US': 'USD', 'en-GB': 'GBP', 'en-CA': 'CAD' }[locale as string] ??
    'EUR';
  const count = options.lines ?? random.int(1, 5);
  const lines: Line[] = [];
  for (let index = 0; index < count; index += 1) {
    const quantity = new Decimal(random.chance(0.2) ? random.int(1, 16) / 2 : random.int(1, 40));
    const rate = new Decimal(random.int(500, 250000)).dividedBy(100);
    const amount = quantity.times(rate).toDecimalPlaces(2);
    lines.push({
      description: random.pick(ITEMS[language] as string[]),
      quantity: quantity.toString(),
      rate: rate.toFixed(2),
      amount: amount.toFixed(2),
    });
  }
  const subtotal = lines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  const taxRate = random.pick(TAX_RATES[locale]);
  const tax = subtotal.times(taxRate).toDecimalPlaces(2);
  const issueDate = addDays('2024-01-02', random.int(0, 600));
  const days = random.pick([0, 14, 15, 30, 30, 45, 60]);
  const termsText = termPhrase(random, locale, days);
  const termsStyle = random.int(0, 2); // 0: due date only, 1: terms only, 2: both
  const prefix = random.pick(['INV-', 'RE-', 'F', '', 'INV/2024/', 'A-']);
  return {
    locale,
    currency,
    vendor: {
      name: vendor.name,
      address: [vendor.street, vendor.city],
      email: `${random.pick(['billing', 'accounts', 'invoices', 'ar'])}@${vendor.domain}`,
      phone: `+${random.int(1, 49)} ${random.int(100, 999)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
      taxId:
        language === 'en'
          ? `${random.int(10, 99)}-${random.int(1000000, 9999999)}`
          : `${locale.slice(3)}${random.int(100000000, 999999999)}`,
      bankName: random.pick([
        'First National Bank',
        'Deutsche Bank',
        'BNP Paribas',
        'ING Bank',
        'Barclays',
        'Banco Santander',
      ]),
      ...(language === 'en' && locale !== 'en-GB'
        ? {
            account: String(random.int(10000000, 999999999)),
            routing: String(random.int(100000000, 999999999)),
          }
        : {
            iban: `${locale.slice(3)}${random.int(10, 99)}${random.int(1000, 9999)}${random.int(1000, 9999)}${random.int(1000, 9999)}${random.int(1000, 9999)}${random.int(10, 99)}`,
            bic: random.pick(['DEUTDEFF', 'BNPAFRPP', 'INGBNL2A', 'BARCGB22', 'BSCHESMM']),
          }),
    },
    billTo: random.pick(ORGANIZATION.billTo),
    number: `${prefix}${random.int(1000, 99999)}`,
    issueDate,
    dueDate: termsStyle === 1 ? null : addDays(issueDate, days),
    terms: termsStyle === 0 ? null : { text: termsText, days },
    po: random.chance(0.5) ? `PO-${random.int(10000, 99999)}` : null,
    requisitioner: (() => {
      if (!random.chance(0.4)) return null;
      const name = random.pick(PEOPLE);
      return { name, email: `${name.toLowerCase().replace(' ', '.')}@northwindtraders.com` };
    })(),
    lines,
    taxRate,
    subtotal: subtotal.toFixed(2),
    tax: tax.toFixed(2),
    total: subtotal.plus(tax).toFixed(2),
  };
}
