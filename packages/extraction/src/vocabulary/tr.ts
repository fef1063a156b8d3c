import type { Vocabulary } from './vocabulary';

export const tr: Vocabulary = {
  language: 'tr',
  payable: ['ödenecek'],
  gross: ['genel', 'toplam\\s*tutar'],
  currentCharges: ['dönem\\s*tutar[ıi]'],
  balanceForward: ['önceki\\s*bakiye', 'devreden\\s*bakiye'],
  payBy: ['son\\s*ödeme'],
  amountInWords: [],
  taxTotal: ['toplam'],
  labels: {
    issueDate: ['fatura\\s*tarihi', 'düzenle(?:me|nme)\\s*tarihi', 'tarih'],
    dueDate: ['son\\s*ödeme\\s*tarihi', 'vade\\s*tarihi'],
    terms: ['ödeme\\s*ko[şs]ulu'],
    subtotal: ['ara\\s*toplam', 'mal\\s*/\\s*hizmet\\s*toplam\\s*tutar[ıi]'],
    tax: ['hesaplanan\\s*kdv', 'kdv(?:\\s*tutar[ıi])?', 'toplam\\s*kdv'],
    total: [
      'ödenecek\\s*tutar',
      'genel\\s*toplam',
      'vergiler\\s*dahil\\s*toplam\\s*tutar',
      'toplam\\s*tutar',
      'toplam',
    ],
    billTo: ['sayın', 'al[ıi]c[ıi]', 'müşteri'],
    vendor: ['sat[ıi]c[ıi]'],
    payee: ['hesap\\s*sahibi'],
    taxId: ['vergi\\s*(?:no|numaras[ıi])', 'vkn'],
    email: ['e-?posta'],
    other: [
      'fatura\\s*(?:tipi|saati)',
      'irsaliye\\s*(?:no|tarihi)',
      // Tax bases and statuses, not tax amounts.
      'kdv\\s*matrah[ıi]',
      'matrah',
      'vergi\\s*muafiyet\\s*sebebi',
    ],
  },
};
