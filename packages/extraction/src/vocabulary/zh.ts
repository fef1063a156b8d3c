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
  columns: {
    rate: ['单\\s*价'],
    quantity: ['数\\s*量'],
    tax: ['税\\s*额'],
    amount: ['金\\s*额'],
    ignore: ['规格\\s*型号', '单\\s*位', '税\\s*率(?:/征收率)?'],
    description: [
      '项目名称',
      '货物或应税劳务',
      '应\\s*税\\s*劳\\s*务',
      '服\\s*务\\s*名\\s*称',
      '品\\s*名',
    ],
  },
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
  // Also "発票" and "対帳単": the same words in the forms a Japanese font prints.
  titles: {
    invoice: ['发票', '発票'],
    receipt: ['收据'],
    quote: ['报价单'],
    order: ['采购订单', '订购单'],
    delivery: ['送货单', '发货单'],
    statement: ['対帳単', '对账单'],
  },
};
