import type { Vocabulary } from './vocabulary';

export const pl: Vocabulary = {
  language: 'pl',
  payable: ['zapłat'],
  gross: ['kwota\\s*faktury', 'razem'],
  currentCharges: ['za\\s*okres'],
  balanceForward: ['saldo\\s*(?:poprzednie|z\\s*poprzedniego)', 'zaległości'],
  payBy: ['zapłać\\s*do', 'płatne\\s*do'],
  amountInWords: [],
  taxTotal: ['razem'],
  labels: {
    invoiceNumber: ['(?:nr|numer)\\s*faktury'],
    issueDate: ['data\\s*wystawienia'],
    dueDate: ['termin\\s*płatności'],
    terms: ['warunki\\s*płatności'],
    subtotal: ['razem\\s*netto', 'wartość\\s*netto', 'warto[śs][ćc]\\s*przed\\s*rabatem'],
    tax: ['kwota\\s*vat', 'podatek\\s*vat'],
    total: [
      '(?:razem\\s*|kwota\\s*)?do\\s*zapłaty',
      'kwota\\s*faktury',
      'razem(?:\\s*brutto)?',
      'ogółem',
    ],
    billTo: ['nabywca', 'odbiorca'],
    vendor: ['sprzedawca'],
    taxId: ['nip'],
    other: ['data\\s*sprzedaży'],
  },
};
