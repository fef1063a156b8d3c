import type { Vocabulary } from './vocabulary';

export const no: Vocabulary = {
  language: 'no',
  payable: ['betale', 'forfaller'],
  gross: ['totalsum'],
  currentCharges: ['denne\\s*perioden'],
  balanceForward: ['forrige\\s*saldo', 'overført\\s*saldo'],
  payBy: ['betales\\s*innen'],
  amountInWords: [],
  taxTotal: [],
  // Also the Danish (and Swedish) labels spelled as in Norwegian.
  labels: {
    invoiceNumber: ['faktura(?:nr\\.?|nummer)'],
    issueDate: ['faktura(?:dato|datum)', 'dokumentdato', 'utstedt', 'dato'],
    dueDate: ['forfallsdato', 'betalingsfrist'],
    terms: ['betalingsbetingelser'],
    subtotal: ['delsum', 'sum\\s*eks(?:kl)?\\.?\\s*mva'],
    tax: ['mva', 'merverdiavgift'],
    total: [
      'å\\s*betale',
      '(?:total|sum|beløp)\\s*å\\s*betale',
      'totalbeløp(?:\\s*forfaller)?',
      'totalsum',
      'totalt',
    ],
    billTo: ['fakturer(?:es)?(?:\\s*til)?', 'solgt\\s*til', 'kjøper'],
    vendor: ['leverandør', 'selger'],
    payee: ['kontohaver'],
    taxId: ['mva-?reg\\.?\\s*(?:nr\\.?)?', 'org\\.?\\s*(?:nr\\.?|nummer)', 'foretaksregisteret'],
    email: ['e-?post(?:adresse)?'],
    other: ['ordre(?:-?id|nummer|dato)', 'leveranse(?:dato|sted)', 'kundenr\\.?', 'kid'],
  },
};
