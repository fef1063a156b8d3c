import type { Vocabulary } from './vocabulary';

export const da: Vocabulary = {
  language: 'da',
  payable: ['betale'],
  gross: ['i\\s*alt'],
  currentCharges: ['denne\\s*periode'],
  balanceForward: ['tidligere\\s*saldo', 'overført\\s*saldo'],
  payBy: ['betales\\s*senest'],
  amountInWords: [],
  taxTotal: [],
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
};
