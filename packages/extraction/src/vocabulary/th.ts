import type { Vocabulary } from './vocabulary';

export const th: Vocabulary = {
  language: 'th',
  payable: ['ชำระ'],
  gross: ['ทั้งสิ้น'],
  currentCharges: ['ค่าบริการรอบนี้'],
  balanceForward: ['ยอดยกมา'],
  payBy: ['ชำระภายใน'],
  amountInWords: [],
};
