import type { Vocabulary } from './vocabulary';

export const hu: Vocabulary = {
  language: 'hu',
  payable: ['fizetend[őo]'],
  gross: ['brutt[óo]'],
  currentCharges: ['t[áa]rgyid[őo]szaki\\s*d[íi]j'],
  balanceForward: ['el[őo]z[őo]\\s*egyenleg', 'h[áa]tral[ée]k'],
  payBy: ['fizetend[őo]\\s*(?:legk[ée]s[őo]bb\\s*)?(?:ig|-ig)'],
  amountInWords: [],
  taxTotal: ['[áa]fa\\s*[öo]sszesen', '[öo]sszes\\s*[áa]fa'],
  labels: {
    invoiceNumber: [
      'sz[áa]mla\\s*(?:sorsz[áa]ma|sz[áa]ma|sz\\.)',
      'sorsz[áa]m',
      'sz[áa]mlasz[áa]m',
    ],
    issueDate: ['sz[áa]mla\\s*kelte', 'kelte', 'ki[áa]ll[íi]t[áa]s\\s*(?:d[áa]tuma|kelte)', 'kelt'],
    dueDate: ['fizet[ée]si\\s*hat[áa]rid[őo]', 'esed[ée]kess[ée]g(?:\\s*d[áa]tuma)?'],
    terms: ['fizet[ée]si\\s*m[óo]d'],
    po: ['rendel[ée]ssz[áa]m'],
    subtotal: ['nett[óo](?:\\s*(?:[öo]sszesen|[ée]rt[ée]k))?'],
    tax: ['[áa]fa(?:\\s*(?:[öo]sszeg|[ée]rt[ée]k))?'],
    total: [
      'fizetend[őo](?:\\s*[öo]sszeg)?',
      'brutt[óo]\\s*(?:[öo]sszesen|[ée]rt[ée]k|v[ée]g[öo]sszeg)',
      'v[ée]g[öo]sszeg',
      '[öo]sszesen',
    ],
    billTo: ['vev[őo]'],
    vendor: ['elad[óo]', 'sz[áa]ll[íi]t[óo]', 'sz[áa]mlakibocs[áa]t[óo]'],
    taxId: ['ad[óo]sz[áa]m', 'k[öo]z[öo]ss[ée]gi\\s*ad[óo]sz[áa]m'],
    accountNumber: ['banksz[áa]mlasz[áa]m', 'sz[áa]mlasz[áa]m\\s*\\(bank\\)'],
    other: ['teljes[íi]t[ée]s(?:\\s*(?:d[áa]tuma|kelte))?', 'c[íi]m'],
  },
};
