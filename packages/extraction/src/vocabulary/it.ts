import type { Vocabulary } from './vocabulary';

export const it: Vocabulary = {
  language: 'it',
  payable: ['pagare'],
  gross: [],
  currentCharges: ['(?:importo|totale)\\s*(?:del\\s*)?periodo'],
  balanceForward: ['saldo\\s*precedente', 'insoluto\\s*precedente'],
  payBy: ['(?:da\\s*pagare\\s*)?entro\\s*il'],
  amountInWords: [],
};
