import type { Vocabulary } from './vocabulary';

// Indonesian invoices (faktur, tagihan) and tax invoices (faktur pajak).
export const id: Vocabulary = {
  language: 'id',
  payable: [
    '(?:yang\\s*)?harus\\s*dibayar',
    'total\\s*(?:tagihan|bayar|pembayaran)',
    'sisa\\s*tagihan',
  ],
  gross: ['total\\s*keseluruhan', 'jumlah\\s*total'],
  currentCharges: ['tagihan\\s*bulan\\s*ini'],
  balanceForward: ['saldo\\s*(?:awal|sebelumnya)', 'tunggakan'],
  payBy: ['(?:di)?bayar\\s*sebelum'],
  amountInWords: [],
  taxTotal: ['total\\s*ppn', 'jumlah\\s*ppn'],
  labels: {
    invoiceNumber: [
      'no(?:mor)?\\.?\\s*(?:faktur|invoice|tagihan)(?:\\s*pajak)?',
      'kode\\s*(?:dan\\s*nomor\\s*seri\\s*)?faktur\\s*pajak',
      'nomor',
    ],
    issueDate: ['tanggal\\s*(?:faktur|invoice|tagihan|terbit)', 'tanggal', 'tgl\\.?'],
    dueDate: [
      '(?:tanggal\\s*)?jatuh\\s*tempo',
      'batas\\s*(?:waktu\\s*|akhir\\s*)?pembayaran',
      'bayar\\s*sebelum',
    ],
    terms: ['syarat\\s*pembayaran', 'termin(?:\\s*pembayaran)?'],
    po: ['no(?:mor)?\\.?\\s*(?:po|pesanan)'],
    subtotal: ['dasar\\s*pengenaan\\s*pajak', 'dpp', 'jumlah\\s*harga'],
    tax: ['ppn(?:\\s*\\d+(?:[.,]\\d+)?\\s*%)?', 'pajak\\s*pertambahan\\s*nilai'],
    total: ['total\\s*(?:tagihan|bayar|pembayaran)', 'jumlah\\s*(?:tagihan|total)'],
    billTo: ['(?:ditagihkan\\s*)?kepada(?:\\s*yth\\.?)?', 'pembeli', 'pelanggan'],
    vendor: ['penjual', 'pengusaha\\s*kena\\s*pajak'],
    taxId: ['npwp'],
    accountNumber: ['no(?:mor)?\\.?\\s*rek(?:ening)?\\.?', 'rekening'],
    phone: ['telp\\.?', 'telepon'],
    other: ['alamat', 'kode\\s*pos'],
  },
};
