import { tuned } from '../tuning/tunables';
import type { SkippedDocumentType } from '../types';
import type { InvoiceFacts } from './classify-document';

/** Strong evidence that a document is something other than an invoice, and what it is. */
export type NotInvoiceRule = {
  documentType: SkippedDocumentType;
  reason: string;
  matches: (text: string, lines: string[], facts: InvoiceFacts) => boolean;
  /** A W-9 is a W-9 even if it says "invoice" somewhere; other kinds yield to an invoice title. */
  evenIfTitled?: boolean;
};

/** A title: a short line (or a cell of one) near the top that is, or starts with, the words. */
function titled(lines: string[], words: RegExp, top = 25): boolean {
  return lines.slice(0, top).some((line) =>
    line.split(/\s{3,}/).some((cell) => {
      const text = cell.trim();
      // "Purchase Order:" is a label with a value beside it, not a title.
      return text.length <= 60 && !text.endsWith(':') && words.test(text);
    }),
  );
}

const whole = (alternatives: string) =>
  new RegExp(
    `^(?:${alternatives})(?:\\s*(?:no\\.?|nr\\.?|n[°º]|#)?\\s*:?\\s*[\\w/.-]*\\d[\\w/.-]*)?$`,
    'iu',
  );

const STATEMENT_TITLE =
  /(?<!\p{L})(?:statement\s*of\s*account|account\s*statement|customer\s*statement|kontoauszug|kontoübersicht|relev[ée]\s*de\s*compte|rekeningoverzicht|estado\s*de\s*cuenta|extracto\s*(?:de\s*cuenta|bancario)|extrato\s*(?:de\s*conta|banc[áa]rio)|estratto\s*conto|hesap\s*ekstresi|kontoutskrift|výpis\s*z\s*účtu|wyciąg\s*(?:z\s*rachunku|bankowy)|extras\s*de\s*cont|対帳単|对账单|銀行取引明細)(?!\p{L})/iu;
// A card or bank statement prints its balances; an invoice prints at most one of these.
const BALANCE_TERMS =
  /new\s*balance|previous\s*balance|minimum\s*payment\s*due|closing\s*date|credit\s*limit|available\s*credit|opening\s*balance|closing\s*balance|statement\s*(?:period|date|closing)|solde\s*(?:pr[ée]c[ée]dent|cr[ée]diteur|d[ée]biteur)|alter\s*kontostand|neuer\s*kontostand|saldo\s*(?:anterior|inicial|final)/giu;

const REMITTANCE_TITLE =
  /(?<!\p{L})(?:remittance\s*advice|payment\s*(?:advice|confirmation|notification)|proof\s*of\s*payment|transfer\s*confirmation|zahlungsavis|zahlungsbest[äa]tigung|[üu]berweisungsbest[äa]tigung|avis\s*de\s*(?:paiement|virement)|betalingsbevestiging|betaalbewijs|comprobante\s*de\s*(?:transferencia|pago)|transferencias?\s*(?:inmediatas?|bancarias?)|conferma\s*di\s*(?:pagamento|bonifico)|comprovante\s*de\s*(?:pagamento|transfer[êe]ncia))(?!\p{L})/iu;
// A bank's transfer confirmation names the one who paid and the one paid.
const PAYER =
  /(?<!\p{L})(?:ordenante|orderer|ordering\s*(?:party|customer)|auftraggeber|donneur\s*d['’]ordre|opdrachtgever|ordinante)(?!\p{L})/iu;
const BENEFICIARY =
  /(?<!\p{L})(?:beneficiario|beneficiary|begünstigter|empfänger|b[ée]n[ée]ficiaire|begunstigde)(?!\p{L})/iu;

const QUOTE_TITLE = whole(
  'quotation|quote|estimate|angebot|kostenvoranschlag|devis|offerte|presupuesto|cotizaci[óo]n|preventivo|or[çc]amento|teklif|fiyat\\s*teklifi|tilbud|nabídka|oferta|ofert[ăa]|見積書|御見積書|报价单|ใบเสนอราคา',
);
const ORDER_TITLE = whole(
  "purchase\\s*order|bestellung|bon\\s*de\\s*commande|inkooporder|bestelbon|orden\\s*de\\s*compra|ordine\\s*d['’]acquisto|pedido\\s*de\\s*compra|sat[ıi]n\\s*alma\\s*sipari[şs]i|innkjøpsordre|indkøbsordre|inköpsorder|objednávka|zamówienie|comand[ăa]|注文書|発注書|采购订单|订购单|ใบสั่งซื้อ",
);
const DELIVERY_TITLE = whole(
  'delivery\\s*(?:note|slip|docket)|packing\\s*(?:slip|list)|goods\\s*received\\s*note|lieferschein|bon\\s*de\\s*livraison|pakbon|afleverbon|albar[áa]n|bolla\\s*di\\s*consegna|documento\\s*di\\s*trasporto|guia\\s*de\\s*remessa|(?:e-?)?(?:sevk\\s*)?irsaliye(?:si)?|følgeseddel|pakkseddel|följesedel|dodací\\s*list|dowód\\s*dostawy|aviz\\s*de\\s*înso[țt]ire|納品書|送货单|发货单|ใบส่งของ|ใบส่งสินค้า',
);
const CREDIT_TITLE =
  /^\s*(?:credit\s*(?:note|memo)|gutschrift|avoir|creditnota|nota\s*de\s*cr[ée]dito|nota\s*di\s*credito|kreditnota|dobropis|faktura\s*korygująca|iade\s*faturas[ıi])\b/imu;
const TERMS =
  /(?<!\p{L})(?:terms\s*(?:and|&)\s*conditions|general\s*terms|allgemeine\s*gesch[äa]ftsbedingungen|conditions\s*g[ée]n[ée]rales|algemene\s*voorwaarden|condiciones\s*generales|condizioni\s*generali)(?!\p{L})/iu;

export const NOT_INVOICE_RULES: NotInvoiceRule[] = [
  {
    documentType: 'tax_form',
    reason: 'W-9 tax form, not an invoice',
    evenIfTitled: true,
    matches: (text) =>
      /\bform\s*w-?9\b|request\s*for\s*taxpayer(?:\s*identification\s*number)?/i.test(text),
  },
  {
    documentType: 'tax_form',
    reason: 'W-8 tax form, not an invoice',
    evenIfTitled: true,
    matches: (text) => /\bform\s*w-?8\s*ben|certificate\s*of\s*foreign\s*status/i.test(text),
  },
  {
    documentType: 'statement',
    reason: 'account statement, not an invoice',
    matches: (text, _lines, facts) =>
      STATEMENT_TITLE.test(text) ||
      (!facts.hasNumber &&
        new Set(text.match(BALANCE_TERMS)?.map((m) => m.toLowerCase())).size >=
          tuned('classify.statement.balances')),
  },
  {
    documentType: 'remittance',
    reason: 'remittance advice or payment confirmation, not an invoice',
    matches: (text, lines, facts) =>
      titled(lines, REMITTANCE_TITLE) ||
      (!facts.hasNumber && PAYER.test(text) && BENEFICIARY.test(text)),
  },
  {
    documentType: 'receipt',
    reason: 'payment receipt, not an invoice',
    matches: (_text, lines) =>
      titled(lines, /^(?:payment|sales|cash)\s*receipt$|^(?:official\s*)?receipt$/iu),
  },
  {
    documentType: 'credit_note',
    reason: 'credit note, not an invoice',
    matches: (text) => CREDIT_TITLE.test(text),
  },
  {
    documentType: 'quote',
    reason: 'quote or estimate, not an invoice',
    matches: (_text, lines) => titled(lines, QUOTE_TITLE),
  },
  {
    documentType: 'purchase_order',
    reason: 'purchase order, not an invoice',
    matches: (_text, lines) => titled(lines, ORDER_TITLE),
  },
  {
    documentType: 'delivery_note',
    reason: 'delivery note, not an invoice',
    matches: (_text, lines) => titled(lines, DELIVERY_TITLE),
  },
  {
    documentType: 'terms',
    reason: 'terms and conditions, not an invoice',
    // Terms printed at the foot of an invoice do not make it terms only.
    matches: (text, _lines, facts) => TERMS.test(text) && !(facts.hasTotal && facts.hasNumber),
  },
];

// What a till or card receipt prints and an invoice does not: cash tendered and change given,
// the cashier, a card slip's words, a thank-you for the visit.
const RECEIPT_SIGNS: [RegExp, number][] = [
  // Cash handed over and change given: printed by tills only.
  [
    /(?<!\p{L})(?:change\s*due|cash\s*tendered|amount\s*tendered|tendered|r[üu]ckgeld|ri+ckgeld|wechselgeld|monnaie\s*rendue|rendu\s*monnaie|vuelto|troco|ti[eéề]n\s*th[oóố]i|kh[aá]ch\s*[dđ]ưa|khach\s*dua|para\s*üstü|reszta|vekslepenger)(?!\p{L})/iu,
    3,
  ],
  [/(?<!\p{L})(?:change|rendu|cambio|resto)(?!\p{L})/iu, 1],
  [
    /(?<!\p{L})(?:cashier|kassierer(?:in)?|caissi[eè]re?|cajer[oa]|operador|thu\s*ng[aâ]n|kasjer|pokladní)(?!\p{L})/iu,
    1,
  ],
  [
    /(?<!\p{L})(?:ticket\s*(?:client|de\s*caisse)|kassenbon|kassenbeleg|customer\s*copy|merchant\s*copy|paragon\s*fiskalny|účtenka|cupom\s*fiscal|fi[şs]\s*no)(?!\p{L})/iu,
    2,
  ],
  [
    /(?<!\p{L})(?:card\s*payment|contactless|cartes?\s*bancaires?|kartenzahlung|ec-?karte|tarjeta|visa|mastercard|amex)(?!\p{L})/iu,
    1,
  ],
  // A card terminal's slip: the chip application's id (EMV AID, "A0000000421010") is printed by
  // payment terminals only, the authorisation code mostly by them.
  [/(?<![\p{L}\d])A00000\d{4,}(?!\p{L})/u, 2],
  [
    /(?<!\p{L})(?:code\s*d['’]?\s*autor(?:isation)?|auth(?:ori[sz]ation)?\.?\s*code|approval\s*code|genehmigungs-?(?:nr|nummer)|autorisierungs-?(?:nr|nummer|code)|c[oó]digo\s*de\s*autorizaci[oó]n)(?!\p{L})/iu,
    1,
  ],
  [
    /(?<!\p{L})(?:cash|bar|esp[eè]ces|efectivo|contanti|dinheiro|ti[eề]n\s*m[aặ]t|nakit|gotówka|kontant)(?!\p{L})/iu,
    1,
  ],
  [
    /thank\s*you\s*for\s*(?:visiting|shopping|your\s*visit)|vielen\s*dank\s*f[üu]r\s*ihren\s*(?:einkauf|besuch)|merci\s*de\s*votre\s*visite|gracias\s*por\s*su\s*(?:compra|visita)|come\s*again|visit\s*again/iu,
    1,
  ],
];

/** How much a document looks like a till or card receipt (0 none, 3+ surely). */
export function receiptScore(text: string): number {
  return RECEIPT_SIGNS.reduce(
    (score, [pattern, weight]) => score + (pattern.test(text) ? weight : 0),
    0,
  );
}
