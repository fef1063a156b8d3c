import type { Vocabulary } from './vocabulary';

export const pl: Vocabulary = {
  language: 'pl',
  payable: ['zapłat'],
  gross: ['kwota\\s*faktury', 'razem'],
  currentCharges: ['za\\s*okres'],
  balanceForward: ['saldo\\s*(?:poprzednie|z\\s*poprzedniego)', 'zaległości'],
  payBy: ['zapłać\\s*do', 'płatne\\s*do'],
  amountInWords: [],
};
