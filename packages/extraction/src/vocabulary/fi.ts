import type { Vocabulary } from './vocabulary';

export const fi: Vocabulary = {
  language: 'fi',
  payable: ['maksettava(?:\\s*(?:yhteensä|summa))?'],
  gross: ['verollinen\\s*(?:yhteensä|summa)', 'yhteensä'],
  currentCharges: [],
  balanceForward: ['edellinen\\s*saldo'],
  payBy: ['maksettava\\s*viimeistään'],
  amountInWords: [],
  taxTotal: ['(?:alv|arvonlisävero)\\s*yhteensä'],
  labels: {
    invoiceNumber: ['laskun\\s*(?:numero|nro|n:o)', 'laskunumero'],
    issueDate: [
      'laskun\\s*(?:päivämäärä|päiväys|pvm)',
      'laskutuspäivä',
      'päivämäärä',
      'päiväys',
      'pvm\\.?',
    ],
    dueDate: ['eräpäivä', 'erääntymispäivä'],
    terms: ['maksuehdot', 'maksuehto'],
    po: ['tilausnumero', 'tilaus'],
    subtotal: ['veroton\\s*(?:yhteensä|summa|hinta)', 'arvonlisäveroton\\s*(?:yhteensä|summa)'],
    tax: ['alv(?:\\s*\\d+(?:[.,]\\d+)?\\s*%)?', 'arvonlisävero'],
    total: ['maksettava\\s*yhteensä', 'loppusumma', 'yhteensä'],
    billTo: ['asiakas', 'laskutettava', 'ostaja', 'vastaanottaja'],
    vendor: ['myyjä', 'laskuttaja'],
    taxId: ['y-?tunnus', 'alv-?(?:numero|tunniste)'],
    accountNumber: ['tilinumero'],
    phone: ['puh\\.?', 'puhelin'],
    // The reference a payment quotes, the customer's own number: not the invoice's number.
    other: ['viitenumero', 'viite', 'asiakasnumero'],
  },
};
