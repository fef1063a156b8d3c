import type { Vocabulary } from './vocabulary';

export const ja: Vocabulary = {
  language: 'ja',
  payable: ['請求'],
  gross: ['総計', '合計'],
  currentCharges: ['今回(?:ご)?請求'],
  balanceForward: ['前回(?:ご)?請求', '繰越'],
  payBy: ['までに'],
  amountInWords: [],
  taxTotal: ['合計'],
  labels: {
    invoiceNumber: ['請求(?:書)?(?:番号|No\\.?)', '伝票番号', 'インボイス番号'],
    issueDate: ['発行日(?:付)?', '請求日', '日付'],
    dueDate: ['(?:お)?支払(?:い)?期(?:限|日)(?:日)?', '振込期限'],
    subtotal: ['小計'],
    tax: ['消費税'],
    total: ['(?:御|ご)?請求(?:金)?額', '合計(?:金額)?', '総計'],
    payee: ['(?:口座)?名義(?:人)?'],
    taxId: ['登録番号'],
    other: ['作業期間'],
  },
};
