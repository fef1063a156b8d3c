import type { Vocabulary } from './vocabulary';

export const sv: Vocabulary = {
  language: 'sv',
  payable: ['betala'],
  gross: [],
  currentCharges: ['denna\\s*period'],
  balanceForward: ['föregående\\s*saldo', 'ingående\\s*saldo'],
  payBy: ['betalas\\s*senast'],
  amountInWords: [],
  taxIncluded: ['varav', 'inkl\\.?'],
  rateBase: ['på', 'av'],
  taxTotal: [],
  units: ['st', 'tim'],
  columns: {
    rate: ['à-?pris'],
    quantity: ['antal'],
    amount: ['belopp'],
  },
  courtesy: ['tack'],
  brandOf: ['är\\s*ett\\s*varumärke\\s*(?:som\\s*tillhör|hos|inom)'],
  labels: {
    dueDate: ['förfallodatum'],
    subtotal: ['summa\\s*exkl\\.?\\s*moms', 'nettobelopp'],
    total: ['(?:summa\\s*)?att\\s*betala'],
    billTo: ['köpare'],
    vendor: ['säljare'],
  },
  titles: {
    receipt: ['kvitto'],
    order: ['inköpsorder'],
    delivery: ['följesedel'],
  },
  markers: {
    words: ['fakturadatum', 'förfallodatum', 'moms', 'belopp', 'antal', 'att betala', 'summa'],
  },
};
