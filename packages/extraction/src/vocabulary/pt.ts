import type { Vocabulary } from './vocabulary';

export const pt: Vocabulary = {
  language: 'pt',
  payable: ['pagar', 'venciment', 'valor\\s*da\\s*conta'],
  gross: ['valor\\s*total'],
  currentCharges: ['consumo\\s*do\\s*m[êe]s'],
  balanceForward: ['saldo\\s*anterior', 'd[ée]bito\\s*anterior'],
  payBy: ['pagar\\s*at[ée]', 'pag[áa]vel\\s*at[ée]'],
  amountInWords: [],
};
