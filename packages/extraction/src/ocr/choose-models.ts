import type { OcrModel } from './ocr-data';
import type { OcrWord } from './ocr-types';

/**
 * Models for a script Tesseract's OSD names; English rides along for codes, e-mails and labels.
 * OSD names Chinese print "Han" or "Japanese" alike: Japanese is read first and kept only when
 * kana show up (see `isJapanese`).
 */
export function modelsForScript(script: string): OcrModel[] | null {
  if (/^(Han|HanS|HanT)$/i.test(script)) return ['chi_sim', 'eng'];
  if (/^(Japanese|Hiragana|Katakana)$/i.test(script)) return ['jpn', 'eng'];
  if (/^Thai$/i.test(script)) return ['tha', 'eng'];
  return null;
}

/** The letters and digits read, each counted by the engine's certainty of its word. */
export const sureLetters = (words: OcrWord[]): number =>
  words.reduce(
    (sum, word) => sum + (word.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) * word.confidence,
    0,
  );

/**
 * Whether one read of a page (a script's models) fits it better than another (English): more
 * of the page read, and more surely. A model that does not fit a page reads little of it, and
 * that little with doubt.
 */
export function readsBetter(words: OcrWord[], than: OcrWord[]): boolean {
  return sureLetters(words) > sureLetters(than);
}

/** Japanese text writes kana between its kanji; Chinese has none. */
export function isJapanese(text: string): boolean {
  const kana = text.match(/[\u3040-\u30ff]/g)?.length ?? 0;
  const han = text.match(/[\u4e00-\u9fff]/g)?.length ?? 0;
  return kana >= 5 && kana * 5 >= han;
}

// Words (accents folded) that one Latin-script language prints on invoices and few others do.
// English is the first pass's model, so the others must show up clearly to win.
const MARKERS: [OcrModel, RegExp][] = [
  [
    'spa',
    /\b(factura|fecha|importe|cliente|subtotal|iva|vencimiento|cantidad|descripcion|precio|pagar|numero|senor(es)?|direccion|telefono|ruc|nit|cif|emision)\b/g,
  ],
  [
    'por',
    /\b(fatura|nota fiscal|vencimento|emissao|valor|cobrado|conta|consumo|leitura|faturado|cpf|cnpj|tributos|aliquota|referencia|endereco|codigo)\b/g,
  ],
  [
    'fra',
    /\b(facture|montant|echeance|tva|ttc|ht|designation|reglement|quantite|prix|client|adresse|siret|siren|net a payer)\b/g,
  ],
  [
    'deu',
    /\b(rechnung|datum|betrag|mwst|ust|summe|menge|netto|brutto|gesamt|zahlbar|steuer|kunde|bezeichnung|preis|bar|euro)\b/g,
  ],
  [
    'ron',
    /\b(factura|furnizor|cumparator|judetul|sediul|cota|lei|valoarea|cantitate|pretul|delegatului|semnatura|fiscala|seria|nr\. ordine)\b/g,
  ],
  [
    'pol',
    /\b(faktura|sprzedawca|nabywca|razem|zaplaty|kwota|brutto|netto|wartosc|ilosc|cena|zl|pln|sprzedazy|platnosci|nip)\b/g,
  ],
  ['ita', /\b(fattura|importo|totale|imponibile|scadenza|quantita|descrizione|iva|partita)\b/g],
  ['nld', /\b(factuur|bedrag|btw|totaal|vervaldatum|omschrijving|aantal|factuurdatum|klant)\b/g],
  ['tur', /\b(fatura|tarih|toplam|kdv|tutar|vergi|odeme|miktar|birim|fiyat)\b/g],
  ['vie', /\b(hoa don|tong|tien|ngay|thanh toan|so luong|don gia|cong|khach hang|dia chi)\b/g],
];
const ENGLISH =
  /\b(invoice|total|amount|due|date|bill to|ship to|description|quantity|subtotal|tax|payment|terms|balance|the|and|of|for)\b/g;

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();

/**
 * The Latin-script model for a page's text read with English: the language whose invoice words
 * show up most, if clearly more than English's; else English alone.
 */
export function modelsForLatinText(text: string): OcrModel[] {
  const folded = fold(text);
  const english = folded.match(ENGLISH)?.length ?? 0;
  let best: OcrModel | null = null;
  let bestCount = 0;
  for (const [model, marker] of MARKERS) {
    const count = new Set(folded.match(marker) ?? []).size;
    if (count > bestCount) {
      best = model;
      bestCount = count;
    }
  }
  // Distinct words count, so one repeated word ("total") cannot decide a language.
  if (best && bestCount >= 3 && bestCount * 2 >= new Set(folded.match(ENGLISH) ?? []).size)
    return [best, 'eng'];
  void english;
  return ['eng'];
}
