import type { Vocabulary } from './vocabulary';

export const en: Vocabulary = {
  language: 'en',
  payable: ['due', 'payable', 'pay', 'to\\s*be\\s*paid'],
  gross: ['grand', 'gross', 'incl', '(?:invoice|order)\\s*(?:total|value|amount)'],
  currentCharges: ['current\\s*charges', 'charges\\s*for', 'this\\s*(?:bill|period)'],
  balanceForward: [
    'balance\\s*(?:brought\\s*)?forward',
    'brought\\s*forward',
    'previous\\s*balance',
    'balance\\s*from\\s*(?:last|previous)',
    'opening\\s*balance',
    'arrears',
  ],
  payBy: [
    'pay(?:ment)?\\s*(?:by|before|on\\s*or\\s*before)',
    'to\\s*reach\\s*us\\s*(?:by|before)',
    'due\\s*(?:by|on|before)',
    'payable\\s*(?:by|before|on)',
  ],
  amountInWords: ['rupees', 'inr', 'dollars', 'usd', 'pounds', 'gbp', 'euros?', 'eur'],
};
