/**
 * Languages whose labels, dates and amounts the extractor reads. Labels of every language are
 * matched on every document; the language decides date order, month names and, with nothing
 * better, the likely country (currency).
 */
export type Language =
  | 'en'
  | 'de'
  | 'fr'
  | 'nl'
  | 'es'
  | 'it'
  | 'pt'
  | 'tr'
  | 'no'
  | 'da'
  | 'sv'
  | 'cs'
  | 'pl'
  | 'ro'
  | 'vi'
  | 'id'
  | 'fi'
  | 'ru'
  | 'uk'
  | 'hu'
  | 'ja'
  | 'zh'
  | 'th';

// Scripts settle a language at once: kana is Japanese, Han without kana Chinese, Thai Thai.
const THAI = /[\u0e00-\u0e7f]/g;
const KANA = /[\u3040-\u30ff]/g;
const HAN = /[\u4e00-\u9fff]/g;
const CYRILLIC = /\p{Script=Cyrillic}/gu;
// Letters Ukrainian prints and Russian does not.
const UKRAINIAN = /[іїєґІЇЄҐ]/g;

// Invoice words (and letters) only one language uses, counted to pick the language.
const MARKERS: Record<Exclude<Language, 'ja' | 'zh' | 'th' | 'ru' | 'uk'>, RegExp> = {
  en: /\b(invoice|total|amount|due|date|quantity|description|bill to|subtotal|tax|payment|terms)\b/gi,
  de: /\b(rechnung|datum|betrag|menge|summe|mwst|ust|fällig|zahlbar|netto|brutto|beschreibung|bezeichnung|gesamt\w*|bitte|vielen)\b/gi,
  fr: /\b(facture|montant|échéance|quantité|tva|ttc|ht|désignation|règlement|date de|total ttc|prix)\b/gi,
  nl: /\b(factuur|bedrag|btw|aantal|vervaldatum|omschrijving|totaal|factuurdatum|betaling)\b/gi,
  es: /\b(factura|importe|fecha|cantidad|iva|vencimiento|descripción|precio|señor(?:es)?)\b/gi,
  it: /\b(fattura|importo|scadenza|quantità|imponibile|descrizione|totale|spett\.le)\b/gi,
  pt: /(?<!\p{L})(fatura|nota fiscal|valor|vencimento|quantidade|descrição|emissão|cnpj|cpf|referente|ção|ções)(?!\p{L})/giu,
  tr: /(?<!\p{L})(fatura|tarihi|tutar\p{L}*|toplam|miktar|birim|fiyat|kdv|vergi|sayın|ödeme|açıklama)(?!\p{L})|[şğı]/giu,
  no: /(?<!\p{L})(faktura\p{L}*|forfallsdato|beløp|mva|antall|betales|kontonummer|kundenr|sum|totalt)(?!\p{L})|[øå]/giu,
  da: /(?<!\p{L})(fakturadato|forfaldsdato|moms|beløb|antal|betaling|i alt)(?!\p{L})|[æ]/giu,
  sv: /(?<!\p{L})(fakturadatum|förfallodatum|moms|belopp|antal|att betala|summa)(?!\p{L})/giu,
  cs: /(?<!\p{L})(faktura|datum|splatnosti|celkem|dph|množství|cena|dodavatel|odběratel|doklad)(?!\p{L})|[řěů]/giu,
  pl: /(?<!\p{L})(faktura|data|sprzedawca|nabywca|razem|zapłaty|ilość|cena|wartość|netto|brutto|nip)(?!\p{L})|[łąęż]/giu,
  ro: /(?<!\p{L})(factura|factură|furnizor|cumpărător|cantitate|preț|valoare|total de plată|cota)(?!\p{L})|[șțăî]/giu,
  id: /(?<!\p{L})(faktur|tagihan|tanggal|jumlah|harga|satuan|jatuh\s*tempo|pembayaran|kepada|terima\s*kasih|npwp|ppn|rekening)(?!\p{L})/giu,
  fi: /(?<!\p{L})(lasku\p{L}*|eräpäivä|yhteensä|maksettava|viitenumero|alv|määrä|hinta|päivämäärä|y-tunnus|tilinumero|asiakas|maksuehto)(?!\p{L})/giu,
  hu: /(?<!\p{L})(számla|kelte|fizetési|határidő|teljesítés|nettó|bruttó|áfa|összesen|fizetendő|eladó|vevő|adószám|megnevezés|mennyiség|egységár)(?!\p{L})|[őű]/giu,
  // Vietnamese letters with a horn, a bar or two marks stacked are printed by no other language.
  vi: /(?<!\p{L})(hóa\s*đơn|thuế|số\s*lượng|đơn\s*giá|thành\s*tiền|người\s*mua|người\s*bán|thanh\s*toán|tổng\s*cộng)(?!\p{L})|[ơưđ\u1ea0-\u1ef9]/giu,
};

/** The document's main language, from its script, then by counting words only one language uses. */
export function detectLanguage(fullText: string): Language {
  // The first pages say it; a long document need not be read to the end for this.
  const text = fullText.slice(0, 6000);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const thai = text.match(THAI)?.length ?? 0;
  const kana = text.match(KANA)?.length ?? 0;
  const han = text.match(HAN)?.length ?? 0;
  if (thai > 20 && thai > letters * 0.15) return 'th';
  if (kana > 5 && kana + han > letters * 0.15) return 'ja';
  if (han > 20 && han > letters * 0.2) return 'zh';
  const cyrillic = text.match(CYRILLIC)?.length ?? 0;
  if (cyrillic > 20 && cyrillic > letters * 0.3)
    return (text.match(UKRAINIAN)?.length ?? 0) > cyrillic * 0.01 ? 'uk' : 'ru';
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
