import type { Vocabulary } from './vocabulary';

export const tr: Vocabulary = {
  language: 'tr',
  payable: ['ödenecek'],
  gross: ['genel', 'toplam\\s*tutar'],
  currentCharges: ['dönem\\s*tutar[ıi]'],
  balanceForward: ['önceki\\s*bakiye', 'devreden\\s*bakiye'],
  payBy: ['son\\s*ödeme'],
  amountInWords: [],
};
