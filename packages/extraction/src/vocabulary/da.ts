import type { Vocabulary } from './vocabulary';

export const da: Vocabulary = {
  language: 'da',
  payable: ['betale'],
  gross: ['i\\s*alt'],
  currentCharges: ['denne\\s*periode'],
  balanceForward: ['tidligere\\s*saldo', 'overført\\s*saldo'],
  payBy: ['betales\\s*senest'],
  amountInWords: [],
};
