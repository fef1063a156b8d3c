/** Languages whose labels and month names the extractor knows. */
export type Language = 'en' | 'de' | 'fr' | 'nl' | 'es' | 'it';

const MARKERS: Record<Language, RegExp> = {
  en: /\b(invoice|total|amount|due|date|quantity|description|bill to|subtotal|tax|payment|terms)\b/gi,
  de: /\b(rechnung|datum|betrag|menge|summe|mwst|ust|fällig|zahlbar|netto|brutto|beschreibung|bezeichnung|gesamt\w*)\b/gi,
  fr: /\b(facture|montant|échéance|quantité|tva|ttc|ht|désignation|règlement|date de|total ttc)\b/gi,
  nl: /\b(factuur|bedrag|btw|aantal|vervaldatum|omschrijving|totaal|factuurdatum|betaling)\b/gi,
  es: /\b(factura|importe|fecha|cantidad|iva|vencimiento|descripción|precio)\b/gi,
  it: /\b(fattura|importo|scadenza|quantità|imponibile|descrizione|totale)\b/gi,
};

/** The document's main language, by counting words only one language uses. */
export function detectLanguage(text: string): Language {
  let best: Language = 'en';
  let bestCount = 0;
  for (const [language, marker] of Object.entries(MARKERS) as [Language, RegExp][]) {
    const count = text.match(marker)?.length ?? 0;
    // English words appear in every invoice (Total, IBAN): another language must beat it clearly.
    const weighted = language === 'en' ? count * 0.8 : count;
    if (weighted > bestCount) {
      best = language;
      bestCount = weighted;
    }
  }
  return best;
}
