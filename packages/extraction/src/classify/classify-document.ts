/** Whether a read document is an invoice, and if not, what it is (the reason it is skipped). */
export type Classification = { invoice: true } | { invoice: false; reason: string };

const NOT_INVOICES: [RegExp, string][] = [
  [
    /\bform\s*w-?9\b|request\s*for\s*taxpayer\s*identification\s*number/i,
    'W-9 tax form, not an invoice',
  ],
  [/\bform\s*w-?8\s*ben|certificate\s*of\s*foreign\s*status/i, 'W-8 tax form, not an invoice'],
  [
    /\b(?:statement\s*of\s*account|account\s*statement|customer\s*statement|kontoauszug|kontoübersicht|relev[ée]\s*de\s*compte|rekeningoverzicht|estado\s*de\s*cuenta)\b/i,
    'account statement, not an invoice',
  ],
  [
    /\bremittance\s*advice\b|\bpayment\s*(?:receipt|confirmation)\b|\bzahlungsbest[äa]tigung\b|\bavis\s*de\s*paiement\b/i,
    'payment receipt or remittance advice, not an invoice',
  ],
  [/^\s*(?:credit\s*(?:note|memo)|gutschrift|avoir|creditnota)\b/im, 'credit note, not an invoice'],
  [
    /^\s*(?:quotation|quote|estimate|angebot|kostenvoranschlag|devis|offerte|presupuesto|preventivo)\b/im,
    'quote or estimate, not an invoice',
  ],
  [
    /^\s*(?:purchase\s*order|bestellung|bon\s*de\s*commande|inkooporder)\s*$/im,
    'purchase order, not an invoice',
  ],
  [
    /\b(?:terms\s*(?:and|&)\s*conditions|general\s*terms|allgemeine\s*gesch[äa]ftsbedingungen|conditions\s*g[ée]n[ée]rales|algemene\s*voorwaarden)\b/i,
    'terms and conditions, not an invoice',
  ],
];

const INVOICE_TITLE =
  /^(?:(?:tax|commercial|vat)\s*)?(?:invoice|rechnung|facture|factuur|factura|fattura)(?:\s*(?:#|no\.?|nr\.?|n°)?\s*:?\s*[A-Z0-9][\w\-/.]*)?$/i;

const INVOICE_WORD = /\b(?:invoice|rechnung|facture|factuur|factura|fattura|bill)\b/i;

/**
 * Decides from the text alone. An invoice names itself and prints an amount; a document that
 * names itself as something else (W-9, statement, quote) is that, unless it is titled invoice.
 */
export function classifyDocument(
  text: string,
  facts: { hasTotal: boolean; hasNumber: boolean; hasLines: boolean; strict: boolean },
): Classification {
  // A title line: the word alone, or with the invoice's number ("RECHNUNG RE-1042").
  const titledInvoice = text
    .split('\n')
    .slice(0, 20)
    .some((line) => INVOICE_TITLE.test(line.trim()));
  for (const [pattern, reason] of NOT_INVOICES) {
    if (!pattern.test(text)) continue;
    // "Terms and conditions" printed at the foot of an invoice does not make it terms only.
    if (titledInvoice || (reason.startsWith('terms') && facts.hasTotal && facts.hasNumber))
      continue;
    return { invoice: false, reason };
  }
  if (text.trim().length < 40)
    return { invoice: false, reason: 'almost no text (a logo, signature or blank page)' };
  const named = INVOICE_WORD.test(text);
  if (facts.strict) {
    return named && facts.hasTotal && facts.hasNumber
      ? { invoice: true }
      : { invoice: false, reason: 'e-mail body without an invoice in it' };
  }
  if (named && facts.hasTotal) return { invoice: true };
  // Untitled, but a priced table with a total, or a numbered document with a total.
  if (facts.hasTotal && (facts.hasNumber || facts.hasLines)) return { invoice: true };
  return {
    invoice: false,
    reason: named
      ? 'mentions an invoice but prints no total'
      : 'not an invoice (no invoice title, number or total)',
  };
}
