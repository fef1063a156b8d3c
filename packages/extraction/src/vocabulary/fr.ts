import type { Vocabulary } from './vocabulary';

export const fr: Vocabulary = {
  language: 'fr',
  payable: ['payer', 'pr[ée]lev'],
  gross: ['ttc', 'montant\\s*total'],
  currentCharges: ['(?:montant|total)\\s*de\\s*(?:la\\s*)?(?:p[ée]riode|facture\\s*du\\s*mois)'],
  balanceForward: ['solde\\s*(?:pr[ée]c[ée]dent|ant[ée]rieur)', 'report\\s*(?:de\\s*)?solde'],
  payBy: ['(?:[àa]\\s*)?payer\\s*avant\\s*le', 'avant\\s*le', 'au\\s*plus\\s*tard\\s*le'],
  amountInWords: [],
};
