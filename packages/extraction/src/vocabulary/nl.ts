import type { Vocabulary } from './vocabulary';

export const nl: Vocabulary = {
  language: 'nl',
  payable: ['betalen'],
  gross: ['rekening', 'factuurbedrag'],
  currentCharges: ['deze\\s*(?:periode|factuur)'],
  balanceForward: ['vorig\\s*saldo', 'openstaand\\s*saldo'],
  payBy: ['(?:te\\s*)?betalen\\s*(?:v[óo]{2}r|uiterlijk)', 'uiterlijk\\s*op'],
  amountInWords: [],
  taxTotal: [],
  labels: {
    invoiceNumber: ['factuur\\s*-?\\s*(?:nummer|nr\\.?|no\\.?)', 'factuurnummer'],
    issueDate: ['factuurdatum'],
    dueDate: ['vervaldatum', 'uiterste\\s*betaaldatum'],
    terms: ['betalingsvoorwaarden', 'betalingstermijn'],
    po: ['inkoop\\s*order(?:nummer)?', 'inkoopordernummer', 'uw\\s*(?:referentie|bestelling)'],
    subtotal: ['subtotaal', 'totaal\\s*excl\\.?\\s*btw'],
    tax: ['btw(?:\\s*bedrag)?', 'af\\s*te\\s*dragen\\s*btw'],
    total: [
      'totaal\\s*(?:incl\\.?\\s*btw|te\\s*betalen)?',
      'te\\s*betalen',
      'rekenings?bedrag',
      'factuurbedrag',
      'totaalbedrag',
    ],
    billTo: ['factuur\\s*aan', 'factuurontvanger', 'klant'],
    vendor: ['leverancier'],
    payee: ['rekeninghouder', 't\\.?n\\.?v\\.?'],
    requisitioner: ['t\\.?a\\.?v\\.?', 'contactpersoon', 'besteld\\s*door'],
    taxId: ['btw\\s*-?\\s*(?:nummer|nr\\.?|id)'],
    bankName: ['bank\\s*naam'],
    accountNumber: ['rekeningnummer'],
    other: [
      'klantnummer',
      'afleveradres',
      'leveradres',
      'leverbon',
      // Tax bases and statuses, not tax amounts.
      'btw\\s*plichtig\\s*bedrag',
    ],
    phone: ['telefoon'],
  },
};
