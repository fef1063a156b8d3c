import type { Vocabulary } from './vocabulary';

export const ro: Vocabulary = {
  language: 'ro',
  payable: ['plat[ăa]'],
  gross: [],
  currentCharges: ['factura\\s*curent[ăa]'],
  balanceForward: ['sold\\s*(?:anterior|precedent)'],
  payBy: ['(?:de\\s*)?pl[ăa]tit\\s*p[âa]n[ăa]\\s*la'],
  amountInWords: [],
  taxTotal: [],
  months: [
    ['ianuarie'],
    ['februarie'],
    ['martie'],
    ['aprilie'],
    ['mai'],
    ['iunie'],
    ['iulie'],
    ['august'],
    ['septembrie'],
    ['octombrie'],
    ['noiembrie'],
    ['decembrie'],
  ],
  columns: {
    rate: ['pre[tț]ul?\\s*unitar', 'pre[țţt](?:\\s*unitar)?'],
    quantity: ['cantitate(?:a)?'],
    amount: ['valoare(?:a)?'],
    ignore: [
      // "Nr. crt." (the row's number), "U.M." (its unit).
      'nr\\.?\\s*crt\\.?',
      'u\\.?\\s*m\\.?',
    ],
    description: ['denumire(?:a)?', 'produs', 'element'],
  },
  labels: {
    invoiceNumber: ['factur[aă]\\s*(?:fiscal[ăa]\\s*)?(?:nr\\.?|seria)', 'nr\\.?\\s*factur[iă]i?'],
    issueDate: ['data\\s*(?:emiterii|factur[iă]i)'],
    dueDate: ['data\\s*scaden[țţt]ei', 'scaden[țţt][ăa]'],
    subtotal: ['total\\s*f[ăa]r[ăa]\\s*tva', 'valoare\\s*f[ăa]r[ăa]\\s*tva'],
    tax: ['valoare(?:a)?\\s*tva'],
    total: ['total\\s*(?:de\\s*)?plat[ăa]', 'total\\s*factur[ăa]'],
    billTo: ['cump[ăa]r[ăa]tor'],
    vendor: ['furnizor', 'v[âa]nz[ăa]tor'],
    taxId: ['cui', 'cod\\s*fiscal'],
  },
};
