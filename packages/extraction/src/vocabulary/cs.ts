import type { Vocabulary } from './vocabulary';

export const cs: Vocabulary = {
  language: 'cs',
  payable: ['úhrad'],
  gross: ['celkem'],
  currentCharges: ['za\\s*(?:toto\\s*)?období'],
  balanceForward: ['předchozí\\s*zůstatek', 'nedoplatek\\s*z\\s*minul'],
  payBy: ['uhraďte\\s*do', 'splatné\\s*do'],
  amountInWords: [],
};
