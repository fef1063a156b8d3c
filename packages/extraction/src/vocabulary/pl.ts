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
  months: [
    ['stycznia', 'styczeń'],
    ['lutego', 'luty'],
    ['marca', 'marzec'],
    ['kwietnia', 'kwiecień'],
    ['maja', 'maj'],
    ['czerwca', 'czerwiec'],
    ['lipca', 'lipiec'],
    ['sierpnia', 'sierpień'],
    ['września', 'wrzesień'],
    ['października', 'październik'],
    ['listopada', 'listopad'],
    ['grudnia', 'grudzień'],
  ],
  columns: {
    rate: [
      // "Cena całkowita" is the line's total (an amount), "Cena jednost." its unit price.
      'cena(?!\\s*ca[łl]kowita)(?:\\s*/\\s*mj|\\s*za\\s*mj|\\s*jedn\\.?|\\s*netto)?',
      'jedn\\.?\\s*cena',
    ],
    quantity: [
      // OCR reads the capital I of "Ilość" as l or 1.
      '[il1]lo[śs][ćc]',
    ],
    amount: ['wartość(?:\\s*(?:netto|brutto))?', 'cena\\s*ca[łl]kowita', 'kwota'],
    ignore: ['lp\\.?', 'stawka(?:\\s*vat)?', 'jedn\\.?', 'j\\.?\\s*m\\.?', 'mj'],
    description: ['nazwa(?:\\s*towaru)?', 'opis'],
  },
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
