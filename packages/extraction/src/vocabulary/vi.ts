import type { Vocabulary } from './vocabulary';

// Vietnam's VAT invoice (hóa đơn giá trị gia tăng), paper or e-invoice, often with English in
// brackets: "Số (No.)", "Ngày (Date) 15 tháng (month) 03 năm (year) 2024".
export const vi: Vocabulary = {
  language: 'vi',
  payable: ['(?:phải|cần)\\s*thanh\\s*toán', 'tổng\\s*(?:cộng\\s*)?tiền\\s*thanh\\s*toán'],
  gross: ['tổng\\s*cộng'],
  currentCharges: ['cước\\s*(?:phát\\s*sinh|dịch\\s*vụ)\\s*(?:trong\\s*)?kỳ\\s*này'],
  balanceForward: ['nợ\\s*(?:cũ|kỳ\\s*trước)', 'số\\s*dư\\s*(?:đầu\\s*kỳ|kỳ\\s*trước)'],
  payBy: ['thanh\\s*toán\\s*trước\\s*ngày'],
  amountInWords: [],
  taxTotal: ['tổng\\s*(?:cộng\\s*)?(?:tiền\\s*)?thuế'],
  units: ['cái', 'chiếc', 'bộ'],
  columns: {
    rate: ['đơn\\s*giá'],
    quantity: ['số\\s*lượng'],
    tax: ['tiền\\s*thuế(?:\\s*gtgt)?'],
    amount: ['thành\\s*tiền(?:\\s*(?:trước|chưa|sau)\\s*thuế)?'],
    ignore: [
      // The row's number, its unit, the VAT rate, the item's code.
      'stt',
      'đơn\\s*vị\\s*tính',
      'đvt',
      'thuế\\s*suất(?:\\s*gtgt)?',
      'mã\\s*hàng',
    ],
    description: [
      'tên\\s*hàng(?:\\s*hóa)?(?:\\s*,?\\s*dịch\\s*vụ)?',
      'diễn\\s*giải',
      'nội\\s*dung',
    ],
  },
  labels: {
    // "Số" alone is the number; "Số lượng", "Số tiền", "Số tài khoản" are other things.
    invoiceNumber: [
      'số\\s*hóa\\s*đơn',
      'số\\s*hđ',
      'số(?!\\s*(?:lượng|tiền|tài\\s*khoản|điện|fax|nhà|thứ|dư|hiệu))',
    ],
    issueDate: [
      'ngày\\s*(?:lập|xuất|phát\\s*hành)(?:\\s*hóa\\s*đơn)?',
      'ngày\\s*hóa\\s*đơn',
      'ngày',
    ],
    dueDate: ['hạn\\s*thanh\\s*toán', 'ngày\\s*đến\\s*hạn', 'thanh\\s*toán\\s*trước\\s*ngày'],
    subtotal: [
      'cộng\\s*tiền\\s*hàng',
      'tổng\\s*tiền\\s*(?:hàng|trước\\s*thuế|chưa\\s*thuế)',
      'thành\\s*tiền\\s*(?:trước|chưa)\\s*thuế',
    ],
    tax: ['tiền\\s*thuế(?:\\s*gtgt)?', 'thuế\\s*gtgt'],
    total: [
      'tổng\\s*cộng\\s*tiền\\s*thanh\\s*toán',
      'tổng\\s*tiền\\s*thanh\\s*toán',
      'tổng\\s*(?:cộng\\s*)?thanh\\s*toán',
      'tổng\\s*cộng',
    ],
    billTo: [
      'họ\\s*tên\\s*người\\s*mua(?:\\s*hàng)?',
      'tên\\s*người\\s*mua',
      'người\\s*mua(?:\\s*hàng)?',
      'đơn\\s*vị\\s*mua(?:\\s*hàng)?',
      'tên\\s*đơn\\s*vị',
    ],
    vendor: ['đơn\\s*vị\\s*bán(?:\\s*hàng)?', 'tên\\s*người\\s*bán', 'người\\s*bán(?:\\s*hàng)?'],
    taxId: ['mã\\s*số\\s*thuế', 'mst'],
    accountNumber: ['số\\s*tài\\s*khoản'],
    email: ['thư\\s*điện\\s*tử'],
    phone: ['điện\\s*thoại', 'đt'],
    other: [
      // The series (ký hiệu), the form number (mẫu số), the rate, how it is paid, the address.
      'ký\\s*hiệu',
      'mẫu\\s*số',
      'thuế\\s*suất(?:\\s*gtgt)?',
      'hình\\s*thức\\s*thanh\\s*toán',
      'địa\\s*chỉ',
      'mã\\s*(?:tra\\s*cứu|cqt|của\\s*cơ\\s*quan\\s*thuế)',
    ],
  },
  titles: {
    invoice: ['hóa\\s*đơn'],
  },
  markers: {
    words: [
      'hóa\\s*đơn',
      'thuế',
      'số\\s*lượng',
      'đơn\\s*giá',
      'thành\\s*tiền',
      'người\\s*mua',
      'người\\s*bán',
      'thanh\\s*toán',
      'tổng\\s*cộng',
    ],
    // Letters with a horn, a bar or two marks stacked are printed by no other language.
    letters: '[ơưđ\\u1ea0-\\u1ef9]',
  },
};
