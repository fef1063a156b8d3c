import type { Columns, Labels, Titles, Vocabulary } from './vocabulary';

/**
 * Labels no one language owns: codes printed alike everywhere (IBAN, BIC, e-mail, Tel.) and bare
 * words several languages share ("Date", "Datum", "Número"). They are tried after every
 * language's own (`index.ts`), so a bare "Número" does not cut "Número da fatura" short.
 */
export const common: Labels = {
  invoiceNumber: ['n[úu]mero'],
  issueDate: ['date', 'datum', 'data'],
  iban: ['iban'],
  bic: ['bic', 'swift(?:\\s*code)?', 'bic\\s*/\\s*swift', 'swift\\s*/\\s*bic'],
  email: ['e-?mail', 'mail'],
  other: [
    // Tax bases and statuses, not tax amounts.
    'base\\s*(?:tva|iva|ht)',
  ],
  phone: ['tel\\.?'],
};

/**
 * Column words no one language owns: symbols and codes ("#", "No.", "SKU", "HSN/SAC") and tax
 * columns named in several languages' words at once. Tried after every language's own.
 */
export const commonColumns: Columns = {
  tax: [
    '(?:vat|tax|gst|mwst\\.?|ust\\.?|tva|btw|iva|kdv|mva|dph|moms)\\s*(?:amount|betrag|bedrag|montant|tutar[ıi]|beløp|kwota)',
    // "Valoare TVA", "Montant TVA", "Importe IVA": the value of the tax (before the amount
    // words, which "Valoare" and "Kwota" also start).
    '(?:valoare(?:a)?|montant|importe|valor|bedrag|betrag|kwota)\\s*(?:tva|iva|btw|mwst|ust|vat|dph|kdv)',
    // Indian GST invoices: "Tax Amt", "GST Amt".
    '(?:tax|[csi]?gst)\\s*amt\\.?',
  ],
  ignore: [
    '#',
    'no\\.?',
    'pos\\.?',
    'sku',
    'code',
    '(?:vat|tax|mwst\\.?|ust\\.?|tva|btw|iva|kdv|mva|dph|moms|gst)\\s*(?:%|rate|oran[ıi])?',
    '%',
    // Indian GST invoices: the HSN / SAC code, the unit, the maximum retail price and the
    // CGST / SGST / IGST rates.
    'hsn(?:/sac)?',
    'sac',
    'uom',
    'mrp',
    '[csi]gst(?:\\s*(?:%|rate|\\+\\s*[csi]gst))?',
    // A VAT rate in Russian (НДС) or Ukrainian (ПДВ).
    'ставка\\s*(?:ндс|пдв)',
  ],
};

/**
 * Title words several languages share ("Faktura", "Fatura", "Copia", "Kvittering"), or of a
 * language read for its title alone (Arabic "فاتورة"). Tried after every language's own.
 */
export const commonTitles: Titles = {
  invoice: ['fatura', 'faktura', 'فاتورة'],
  qualifiers: ['sua', 'e-?', 'proforma', 'pro-forma', 'copia', 'kopie', 'original'],
  documentWords: ['kopie', 'copia', 'duplicad[oa]', 'triplicad[oa]', 'original(?:e)?'],
  documentQualifiers: ['pro[- ]?forma'],
  receipt: ['kvittering'],
  quote: ['tilbud', 'oferta'],
  order: ['pedido\\s*de\\s*compra'],
  delivery: ['følgeseddel'],
  credit: ['nota\\s*de\\s*cr[ée]dito', 'kreditnota'],
  labelWords: [
    'date',
    'datum',
    'dato',
    'data',
    'total',
    'information',
    'info',
    'a',
    'para',
    'adresse',
  ],
};

/**
 * Words of a role no one language owns: a meter's units (kWh, m³), and words Spanish and
 * Portuguese share, some with Italian ("Sra.", "consumo", "beneficiario"). Tried last.
 */
export const commonWords: Partial<Vocabulary> = {
  addressee: ['sra?\\.'],
  statementBalances: ['saldo\\s*(?:anterior|inicial|final)'],
  billSigns: ['kwh', 'm3', 'm³', 'gj', 'consumo'],
  payer: ['ordenante'],
  beneficiary: ['beneficiario'],
  notInvoice: [
    // Spanish or Portuguese: "no es válido como factura", "não é válido como nota fiscal".
    '(?:no|não)\\s*(?:es|é)\\s*v[áa]lid[oa]\\s*como\\s*(?:un\\s*|uma?\\s*)?(?:documento\\s*(?:tributario|fiscal)|factura|fatura|nota\\s*fiscal)',
  ],
};

/** Units every language prints after a quantity: metric symbols. */
export const commonUnits = ['kg', 'g', 'km', 'm[23²³]?', 'l', 'ml', 'h'];
