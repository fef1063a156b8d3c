import type { Vocabulary } from './vocabulary';

export const da: Vocabulary = {
  language: 'da',
  payable: ['betale'],
  gross: ['i\\s*alt'],
  currentCharges: ['denne\\s*periode'],
  balanceForward: ['tidligere\\s*saldo', 'overført\\s*saldo'],
  payBy: ['betales\\s*senest'],
  amountInWords: [],
  taxIncluded: ['heraf', 'inkl\\.?'],
  rateBase: ['af', 'på'],
  taxTotal: [],
  months: [
    ['januar'],
    ['februar'],
    ['marts'],
    ['april'],
    ['maj'],
    ['juni'],
    ['juli'],
    ['august'],
    ['september'],
    ['oktober'],
    ['november'],
    ['december'],
  ],
  units: ['stk', 'timer?'],
  columns: {
    rate: ['stykpris'],
    amount: ['beløb'],
  },
  labels: {
    dueDate: ['forfaldsdato'],
    tax: [
      // Also Swedish.
      'moms',
    ],
    total: ['at\\s*betale', 'i\\s*alt'],
    billTo: ['køber'],
    vendor: ['sælger'],
  },
  titles: {
    order: ['indkøbsordre'],
  },
  markers: {
    words: ['fakturadato', 'forfaldsdato', 'moms', 'beløb', 'antal', 'betaling', 'i alt'],
    letters: '[æ]',
  },
};
