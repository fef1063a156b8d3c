import type { Vocabulary } from './vocabulary';

export const zh: Vocabulary = {
  language: 'zh',
  payable: ['应付', '应缴'],
  gross: ['价税'],
  currentCharges: ['本期'],
  balanceForward: ['上期(?:余额|结转)'],
  payBy: ['请于'],
  amountInWords: [],
  taxTotal: ['合计'],
  labels: {
    invoiceNumber: ['发票号码'],
    issueDate: ['开票日期'],
    subtotal: ['小计', '合计'],
    tax: ['税额'],
    total: ['价税合计'],
    billTo: ['购买方', '购方'],
    vendor: ['销售方', '销方'],
    taxId: ['纳税人识别号', '统一社会信用代码(?:/纳税人识别号)?'],
    other: ['发票代码', '机器编号', '校验码'],
  },
};
