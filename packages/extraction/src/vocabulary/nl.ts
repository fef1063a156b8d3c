import type { Vocabulary } from './vocabulary';

export const nl: Vocabulary = {
  language: 'nl',
  payable: ['betalen'],
  gross: ['rekening', 'factuurbedrag'],
  currentCharges: ['deze\\s*(?:periode|factuur)'],
  balanceForward: ['vorig\\s*saldo', 'openstaand\\s*saldo'],
  payBy: ['(?:te\\s*)?betalen\\s*(?:v[óo]{2}r|uiterlijk)', 'uiterlijk\\s*op'],
  amountInWords: [],
};
