import type { Vocabulary } from './vocabulary';

export const ja: Vocabulary = {
  language: 'ja',
  payable: ['請求'],
  gross: ['総計', '合計'],
  currentCharges: ['今回(?:ご)?請求'],
  balanceForward: ['前回(?:ご)?請求', '繰越'],
  payBy: ['までに'],
  amountInWords: [],
};
