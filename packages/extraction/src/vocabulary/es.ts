import type { Vocabulary } from './vocabulary';

export const es: Vocabulary = {
  language: 'es',
  payable: ['pagar', 'venciment', '\\bvtos?\\b'],
  gross: ['importe\\s*total'],
  currentCharges: ['consumo\\s*del\\s*per[íi]odo', 'cargos\\s*del\\s*mes'],
  balanceForward: ['saldo\\s*anterior', 'deuda\\s*anterior'],
  payBy: ['pagar\\s*(?:antes\\s*del|hasta\\s*el)', 'antes\\s*del'],
  amountInWords: [],
  labels: {
    invoiceNumber: [
      'n[úu]mero\\s*de\\s*(?:la\\s*)?factura',
      'factura\\s*(?:n[°º.]|no\\.?|nro\\.?|#)',
      'nro\\.?\\s*(?:de\\s*)?factura',
      'comp(?:robante)?\\.?\\s*n(?:ro|[°º])\\.?',
    ],
    issueDate: ['fecha\\s*(?:de\\s*)?(?:la\\s*)?(?:factura|emisi[óo]n)', 'fecha'],
    dueDate: [
      'fecha\\s*(?:de\\s*)?vencimiento',
      'fecha\\s*de\\s*vto\\.?\\s*para\\s*el\\s*pago',
      'vencimiento',
    ],
    terms: ['condiciones\\s*de\\s*pago', 'condici[óo]n\\s*de\\s*venta'],
    po: ['orden\\s*de\\s*compra'],
    subtotal: [
      'base\\s*imponible',
      'importe\\s*neto\\s*gravado',
      'neto\\s*gravado',
      '(?:monto|importe)\\s*neto',
    ],
    tax: ['i\\.?v\\.?a\\.?'],
    total: [
      'importe\\s*total',
      'total\\s*(?:a|de\\s*la)\\s*pagar',
      'total\\s*factura',
      // Spanish due dates, each with the amount due then ("VTOS.: 14/06/2015  213,18").
      'vtos?\\.?(?=\\s*:)',
    ],
    billTo: [
      'facturar\\s*a',
      'cliente',
      'se[ñn]or(?:es|/es|\\(es\\))?',
      'sr(?:es)?\\.',
      'apellido\\s*y\\s*nombre(?:\\s*/\\s*raz[óo]n\\s*social)?',
    ],
    vendor: ['proveedor', 'raz[óo]n\\s*social', 'emisor'],
    requisitioner: ['solicitado\\s*por'],
    taxId: ['nif', 'cif', 'cuit', 'c\\.u\\.i\\.t\\.', 'rfc', 'ruc'],
    bankName: ['banco'],
    accountNumber: ['n[úu]mero\\s*de\\s*cuenta'],
    other: [
      'p[áa]g\\.?',
      'fecha\\s*(?:de\\s*)?(?:vto\\.?|vencimiento)\\s*(?:de(?:l)?\\s*)?c\\.?a\\.?e\\.?',
      '(?:fecha\\s*de\\s*)?inicio\\s*de\\s*actividades',
      'per[íi]odo\\s*facturado',
      'c\\.?a\\.?e\\.?\\s*(?:n[°º]|nro)\\.?',
      'cuenta\\s*nro\\.?',
      'remito(?:\\s*nro\\.?)?',
      'punto\\s*de\\s*venta',
      'ingresos\\s*brutos',
      // Tax bases and statuses, not tax amounts.
      'condici[óo]n\\s*(?:frente\\s*al|de)\\s*iva',
      'iva\\s*responsable\\s*inscripto',
      'subtotal\\s*c/\\s*iva',
    ],
    phone: ['tel[ée]fono'],
  },
};
