import type { Vocabulary } from './vocabulary';

export const zh: Vocabulary = {
  language: 'zh',
  payable: ['应付', '应缴'],
  gross: ['价税'],
  currentCharges: ['本期'],
  balanceForward: ['上期(?:余额|结转)'],
  payBy: ['请于'],
  amountInWords: [],
};
