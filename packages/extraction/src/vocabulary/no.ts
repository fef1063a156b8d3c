import type { Vocabulary } from './vocabulary';

export const no: Vocabulary = {
  language: 'no',
  payable: ['betale', 'forfaller'],
  gross: ['totalsum'],
  currentCharges: ['denne\\s*perioden'],
  balanceForward: ['forrige\\s*saldo', 'overført\\s*saldo'],
  payBy: ['betales\\s*innen'],
  amountInWords: [],
};
