import type { Labels } from './vocabulary';

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
