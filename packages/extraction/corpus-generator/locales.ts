/** How each locale prints labels, numbers and dates on the generated invoices. */
export type LocaleCode = 'en-US' | 'en-GB' | 'de-DE' | 'fr-FR' | 'nl-NL' | 'es-ES' | 'en-CA';

export type LocaleLabels = {
  title: string[];
  number: string[];
  date: string[];
  due: string[];
  terms: string[];
  po: string[];
  billTo: string[];
  subtotal: string[];
  tax: string[];
  total: string[];
  description: string[];
  quantity: string[];
  rate: string[];
  amount: string[];
  requisitioner: string[];
  bank: string[];
  taxId: string[];
};

const EN: LocaleLabels = {
  title: ['INVOICE', 'Invoice', 'TAX INVOICE'],
  number: ['Invoice #', 'Invoice No.', 'Invoice Number', 'INVOICE NO', 'Inv. No.'],
  date: ['Invoice Date', 'Date', 'Date of issue', 'Issue Date'],
  due: ['Due Date', 'Payment Due', 'Due'],
  terms: ['Terms', 'Payment Terms'],
  po: ['PO Number', 'P.O. #', 'Purchase Order', 'Your Order No.'],
  billTo: ['Bill To', 'BILLED TO', 'Invoice To', 'Customer'],
  subtotal: ['Subtotal', 'Sub-total', 'Net amount'],
  tax: ['Tax', 'Sales Tax', 'VAT', 'GST'],
  total: ['Total', 'Total Due', 'Amount Due', 'Balance Due', 'Grand Total'],
  description: ['Description', 'Item', 'Service', 'Details'],
  quantity: ['Qty', 'Quantity', 'Hours', 'Units'],
  rate: ['Rate', 'Unit Price', 'Price'],
  amount: ['Amount', 'Line Total', 'Total'],
  requisitioner: ['Requested by', 'Attn', 'Ordered by'],
  bank: ['Bank', 'Bank Name'],
  taxId: ['Tax ID', 'EIN', 'VAT No.'],
};

export const LABELS: Record<LocaleCode, LocaleLabels> = {
  'en-US': EN,
  'en-GB': { ...EN, tax: ['VAT', 'VAT 20%'], taxId: ['VAT No.', 'VAT Reg. No.'] },
  'en-CA': { ...EN, tax: ['GST/HST', 'HST 13%'], taxId: ['GST No.', 'Tax ID'] },
  'de-DE': {
    title: ['RECHNUNG', 'Rechnung'],
    number: ['Rechnungsnummer', 'Rechnung Nr.', 'Rechnungs-Nr.'],
    date: ['Rechnungsdatum', 'Datum'],
    due: ['Fällig am', 'Zahlbar bis', 'Fälligkeitsdatum'],
    terms: ['Zahlungsbedingungen'],
    po: ['Bestellnummer', 'Ihre Bestellung'],
    billTo: ['Rechnungsempfänger', 'Rechnung an'],
    subtotal: ['Zwischensumme', 'Nettobetrag', 'Summe netto'],
    tax: ['MwSt. 19%', 'USt. 19%', 'Umsatzsteuer 19%'],
    total: ['Gesamtbetrag', 'Rechnungsbetrag', 'Zu zahlen', 'Gesamtsumme'],
    description: ['Beschreibung', 'Bezeichnung', 'Leistung'],
    quantity: ['Menge', 'Anzahl'],
    rate: ['Einzelpreis', 'Preis'],
    amount: ['Betrag', 'Gesamt', 'Gesamtpreis'],
    requisitioner: ['Besteller', 'z. Hd.'],
    bank: ['Bank', 'Kreditinstitut'],
    taxId: ['USt-IdNr.', 'Steuernummer'],
  },
  'fr-FR': {
    title: ['FACTURE', 'Facture'],
    number: ['Facture N°', 'N° de facture', 'Numéro de facture'],
    date: ['Date de facture', 'Date'],
    due: ["Date d'échéance", 'Échéance'],
    terms: ['Conditions de paiement'],
    po: ['Bon de commande'],
    billTo: ['Facturé à', 'Client'],
    subtotal: ['Total HT', 'Sous-total'],
    tax: ['TVA 20%', 'TVA'],
    total: ['Total TTC', 'Net à payer', 'Montant total'],
    description: ['Désignation', 'Description'],
    quantity: ['Qté', 'Quantité'],
    rate: ['Prix unitaire', 'P.U.'],
    amount: ['Montant', 'Total HT'],
    requisitioner: ["À l'attention de", 'Demandeur'],
    bank: ['Banque'],
    taxId: ['N° TVA', 'TVA intracommunautaire'],
  },
  'nl-NL': {
    title: ['FACTUUR', 'Factuur'],
    number: ['Factuurnummer', 'Factuur nr.'],
    date: ['Factuurdatum', 'Datum'],
    due: ['Vervaldatum'],
    terms: ['Betalingsvoorwaarden'],
    po: ['Inkoopordernummer', 'Uw referentie'],
    billTo: ['Factuur aan', 'Klant'],
    subtotal: ['Subtotaal', 'Totaal excl. BTW'],
    tax: ['BTW 21%', 'BTW'],
    total: ['Totaal', 'Te betalen', 'Totaal incl. BTW'],
    description: ['Omschrijving'],
    quantity: ['Aantal'],
    rate: ['Prijs', 'Stukprijs'],
    amount: ['Bedrag', 'Totaal'],
    requisitioner: ['T.a.v.', 'Contactpersoon'],
    bank: ['Bank'],
    taxId: ['BTW-nummer', 'BTW-nr.'],
  },
  'es-ES': {
    title: ['FACTURA', 'Factura'],
    number: ['Factura Nº', 'Número de factura'],
    date: ['Fecha', 'Fecha de emisión'],
    due: ['Fecha de vencimiento', 'Vencimiento'],
    terms: ['Condiciones de pago'],
    po: ['Orden de compra'],
    billTo: ['Facturar a', 'Cliente'],
    subtotal: ['Base imponible', 'Subtotal'],
    tax: ['IVA 21%', 'IVA'],
    total: ['Total', 'Importe total', 'Total a pagar'],
    description: ['Descripción', 'Concepto'],
    quantity: ['Cantidad'],
    rate: ['Precio', 'Precio unitario'],
    amount: ['Importe'],
    requisitioner: ['Solicitado por'],
    bank: ['Banco'],
    taxId: ['NIF', 'CIF'],
  },
};
