import type { Vocabulary } from './vocabulary';

export const cs: Vocabulary = {
  language: 'cs',
  payable: ['úhrad'],
  gross: ['celkem'],
  currentCharges: ['za\\s*(?:toto\\s*)?období'],
  balanceForward: ['předchozí\\s*zůstatek', 'nedoplatek\\s*z\\s*minul'],
  payBy: ['uhraďte\\s*do', 'splatné\\s*do'],
  amountInWords: [],
  taxTotal: ['celkem'],
  months: [
    ['ledna', 'leden'],
    ['února', 'únor'],
    ['března', 'březen'],
    ['dubna', 'duben'],
    ['května', 'květen'],
    ['června', 'červen'],
    ['července', 'červenec'],
    ['srpna', 'srpen'],
    ['září'],
    ['října', 'říjen'],
    ['listopadu'],
    ['prosince', 'prosinec'],
  ],
  columns: {
    quantity: ['množství', 'počet'],
    amount: ['celkem', 'cena\\s*celkem'],
    ignore: ['kód'],
    description: ['název(?:\\s*zboží)?', 'popis'],
  },
  labels: {
    invoiceNumber: [
      // Also Polish ("Faktura VAT nr") and Nordic ("Faktura nummer").
      'faktura\\s*(?:vat\\s*)?(?:nr\\.?|nummer|no\\.?|č\\.?|číslo)',
      'faktura\\s*-\\s*daňový\\s*doklad\\s*(?:č\\.?|číslo)',
      'daňový\\s*doklad\\s*(?:č\\.?|číslo)',
      'číslo\\s*(?:faktury|dokladu)',
    ],
    issueDate: ['datum\\s*vystavení'],
    dueDate: ['datum\\s*splatnosti', 'splatnost'],
    terms: ['platební\\s*podmínky'],
    subtotal: [
      'celkem\\s*bez\\s*dph',
      'položky\\s*celkem(?:\\s*-\\s*základ)?',
      'základ(?:\\s*dph)?',
    ],
    tax: ['dph', '-\\s*dph'],
    total: [
      'celkem\\s*k\\s*(?:úhradě|zaplacení)',
      'k\\s*úhradě',
      'celkem(?:\\s*s\\s*dph)?',
      'doklad\\s*celkem',
    ],
    billTo: ['odběratel', 'příjemce', 'adresát'],
    vendor: ['dodavatel'],
    payee: ['majitel\\s*účtu'],
    taxId: ['di[čc]', 'i[čc]o?'],
    other: [
      'datum\\s*uskutečnění(?:\\s*zdan\\.?\\s*plnění)?',
      '(?:variabilní|konstantní|specifický)\\s*symbol',
      'dodací\\s*list',
      'zakázka',
      // Tax bases and statuses, not tax amounts.
      'základ\\s*dph',
    ],
  },
};
