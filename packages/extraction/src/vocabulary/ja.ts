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
  columns: {
    rate: ['単\\s*価'],
    quantity: [
      // Work hours ("作業H", "作業時間", "時間").
      '作業\\s*(?:時間|h)',
      '時\\s*間',
    ],
    tax: ['税\\s*額', '消費税'],
    amount: ['金\\s*額'],
    ignore: [
      // Remarks and a rate in per cent.
      '備\\s*考',
      '率',
    ],
    description: ['品\\s*目', '項\\s*目', '内\\s*容', '摘\\s*要'],
  },
  addresseeAfter: ['御中', '様', '殿'],
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
  titles: {
    invoice: ['請求書', '御請求書', '請求明細'],
    receipt: ['領収書', '領収証', 'レシート'],
    quote: ['見積書', '御見積書'],
    order: ['注文書', '発注書'],
    delivery: ['納品書'],
    statement: ['銀行取引明細'],
  },
};
