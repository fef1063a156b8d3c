import type { Vocabulary } from './vocabulary';

export const it: Vocabulary = {
  language: 'it',
  payable: ['pagare'],
  gross: [],
  currentCharges: ['(?:importo|totale)\\s*(?:del\\s*)?periodo'],
  balanceForward: ['saldo\\s*precedente', 'insoluto\\s*precedente'],
  payBy: ['(?:da\\s*pagare\\s*)?entro\\s*il'],
  amountInWords: [],
  taxTotal: [],
  labels: {
    invoiceNumber: ['fattura\\s*(?:n[°º.]?|nr\\.?|numero)', 'numero\\s*(?:della\\s*)?fattura'],
    issueDate: ['data\\s*(?:della\\s*)?(?:fattura|emissione)'],
    dueDate: ['data\\s*(?:di\\s*)?scadenza', 'scadenza'],
    terms: ['termini\\s*di\\s*pagamento'],
    po: ["ordine\\s*(?:n\\.?|d['’]acquisto)"],
    subtotal: ['imponibile'],
    total: ['totale(?:\\s*fattura|\\s*documento|\\s*da\\s*pagare)?', '(?:netto\\s*a\\s*)?pagare'],
    billTo: ['fatturare\\s*a', 'spett(?:\\.le|abile)'],
    vendor: ['fornitore'],
    payee: ['(?:c/c\\s*)?intestat[oa]\\s*a'],
    requisitioner: ['richiesto\\s*da'],
    taxId: ['partita\\s*iva', 'p\\.?\\s*iva'],
    bankName: ['banca'],
    other: ['pagina'],
  },
};
