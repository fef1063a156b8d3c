import type { Vocabulary } from './vocabulary';

export const th: Vocabulary = {
  language: 'th',
  payable: ['ชำระ'],
  gross: ['ทั้งสิ้น'],
  currentCharges: ['ค่าบริการรอบนี้'],
  balanceForward: ['ยอดยกมา'],
  payBy: ['ชำระภายใน'],
  amountInWords: [],
  taxTotal: [],
  labels: {
    invoiceNumber: ['เลขที่ใบ(?:กำกับ(?:ภาษี)?|แจ้งหนี้|เสร็จ)', 'เลขที่'],
    issueDate: ['วันที่ออก(?:ใบกำกับ(?:ภาษี)?)?', 'วันที่'],
    dueDate: ['วันครบกำหนด(?:ชำระ)?', 'ครบกำหนดชำระ', 'กำหนดชำระ'],
    subtotal: ['รวมเงิน', 'มูลค่าสินค้า'],
    tax: ['ภาษีมูลค่าเพิ่ม'],
    total: ['จำนวนเงินรวมทั้งสิ้น', 'รวมทั้งสิ้น', 'ยอดรวมสุทธิ', 'ยอดชำระ', 'ยอดรวม'],
    billTo: ['ลูกค้า', 'ชื่อลูกค้า'],
    vendor: ['ผู้ขาย'],
    taxId: ['เลขประจำตัวผู้เสียภาษี(?:อากร)?'],
  },
};
