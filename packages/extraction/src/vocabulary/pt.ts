import type { Vocabulary } from './vocabulary';

export const pt: Vocabulary = {
  language: 'pt',
  payable: ['pagar', 'venciment', 'valor\\s*da\\s*conta'],
  gross: ['valor\\s*total'],
  currentCharges: ['consumo\\s*do\\s*m[êe]s'],
  balanceForward: ['saldo\\s*anterior', 'd[ée]bito\\s*anterior'],
  payBy: ['pagar\\s*at[ée]', 'pag[áa]vel\\s*at[ée]'],
  amountInWords: [],
  taxIncluded: ['inclu[ií]do'],
  withheld: ['retid[oa]', 'reten[çc][ãa]o'],
  rateBase: ['sobre'],
  taxTotal: [
    // A Brazilian bill's price composition: "Tributos", what ICMS, PIS and COFINS add up to.
    'tributos',
  ],
  directDebit: ['d[ée]bito\\s*direto', 'd[ée]bito\\s*em\\s*conta'],
  greeting: ['prezad[oa]s?', 'ol[áa]'],
  units: ['un', 'unid', 'p[çc]s?', 'horas?'],
  columns: {
    rate: ['pre[çc]o(?:\\s*unit(?:[áa]rio)?)?', '(?:valor|vlr?\\.?)\\s*unit(?:[áa]rio|\\.)?'],
    quantity: ['quantidade', 'faturad[oa]', 'qtde?\\.?'],
    amount: ['valor(?:\\s*total)?', 'vlr?\\.?\\s*total'],
    ignore: ['desconto', 'c[óo]d(?:igo)?\\.?', 'unid(?:ade)?\\.?'],
    description: ['descri[çc][ãa]o', 'produto'],
  },
  courtesy: ['fale\\s*conosco', 'obrigad[oa]'],
  labels: {
    invoiceNumber: [
      'n[úu]mero\\s*da\\s*fatura',
      // Also Turkish ("Fatura numarası").
      'fatura\\s*(?:n[°º.]|no\\.?|nr\\.?|numarası)',
      'nota\\s*fiscal\\s*(?:eletr[ôo]nica\\s*)?(?:n[°º.]|no\\.?)',
      'n[°º.o]?\\s*da\\s*nota\\s*fiscal',
      // A service invoice's (NFS-e) "Número da Nota".
      'n[úu]mero\\s*da\\s*nota',
    ],
    issueDate: ['data\\s*(?:de\\s*)?emiss[ãa]o', 'emiss[ãa]o'],
    dueDate: ['data\\s*(?:de\\s*)?vencimento', 'vencimento'],
    terms: ['condi[çc][õo]es\\s*de\\s*pagamento'],
    subtotal: ['valor\\s*(?:total\\s*)?(?:dos\\s*)?produtos'],
    tax: [
      'icms',
      // Brazil's other taxes on a bill, added to ICMS (extract-fields.ts, pickTax).
      'cofins',
      'pis(?:\\s*/\\s*pasep)?',
      'tributos',
    ],
    total: [
      'valor\\s*(?:total\\s*)?a\\s*pagar',
      // Brazilian utility bills: the amount of the bill, to pay by its due date.
      'valor\\s*(?:da\\s*conta|at[ée]\\s*o\\s*vencimento)',
      'total\\s*a\\s*pagar',
      'valor\\s*total(?:\\s*da\\s*(?:nota|fatura))?',
      'total\\s*(?:geral|da\\s*fatura)',
    ],
    billTo: ['destinat[áa]rio', 'tomador(?:\\s*de\\s*servi[çc]os)?'],
    vendor: ['fornecedor', 'emitente', 'prestador(?:\\s*de\\s*servi[çc]os)?'],
    payee: ['titular(?:\\s*da\\s*conta)?'],
    taxId: ['(?:cpf\\s*/\\s*)?cnpj'],
    other: [
      // "Número de dias faturados: 30": a count of days billed, not the invoice's number.
      'n[úu]mero\\s*de\\s*d[íi]as(?:\\s*(?:faturados|facturados))?',
      // A bank slip's (boleto's) payment references, not the invoice's number.
      'n[úu]mero\\s*(?:de\\s*)?refer[êe]ncia',
      'nosso\\s*n[úu]mero',
    ],
  },
  titles: {
    invoice: ['nota\\s*fiscal'],
    qualifiers: ['a\\s*sua'],
    receipt: ['cupom\\s*fiscal'],
    quote: ['or[çc]amento'],
    delivery: ['guia\\s*de\\s*remessa'],
    statement: ['extrato\\s*(?:de\\s*conta|banc[áa]rio)'],
    remittance: ['comprovante\\s*de\\s*(?:pagamento|transfer[êe]ncia)'],
    paymentProof: ['comprovante\\s*de\\s*pagamento'],
  },
  markers: {
    words: [
      'fatura',
      'nota fiscal',
      'valor',
      'vencimento',
      'quantidade',
      'descrição',
      'emissão',
      'cnpj',
      'cpf',
      'referente',
      'ção',
      'ções',
    ],
  },
};
