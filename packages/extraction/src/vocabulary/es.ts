import type { Vocabulary } from './vocabulary';

export const es: Vocabulary = {
  language: 'es',
  payable: ['pagar', 'venciment', '\\bvtos?\\b'],
  gross: ['importe\\s*total'],
  currentCharges: ['consumo\\s*del\\s*per[íi]odo', 'cargos\\s*del\\s*mes'],
  balanceForward: ['saldo\\s*anterior', 'deuda\\s*anterior'],
  payBy: ['pagar\\s*(?:antes\\s*del|hasta\\s*el)', 'antes\\s*del'],
  amountInWords: [],
};
