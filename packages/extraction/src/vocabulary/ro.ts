import type { Vocabulary } from './vocabulary';

export const ro: Vocabulary = {
  language: 'ro',
  payable: ['plat[ăa]'],
  gross: [],
  currentCharges: ['factura\\s*curent[ăa]'],
  balanceForward: ['sold\\s*(?:anterior|precedent)'],
  payBy: ['(?:de\\s*)?pl[ăa]tit\\s*p[âa]n[ăa]\\s*la'],
  amountInWords: [],
};
