// What a card payment leaves on its slip or its online confirmation.
const CARD_SIGNS: [RegExp, number][] = [
  [
    /(?<!\p{L})(?:card\s*payment|contactless|cartes?\s*bancaires?|kartenzahlung|ec-?karte|tarjeta|visa|mastercard|amex)(?!\p{L})/iu,
    1,
  ],
  // A card terminal's slip: the chip application's id (EMV AID, "A0000000421010") is printed by
  // payment terminals only, the authorisation code mostly by them.
  [/(?<![\p{L}\d])A00000\d{4,}(?!\p{L})/u, 2],
  [
    /(?<!\p{L})(?:code\s*d['’]?\s*autor(?:isation)?|auth(?:ori[sz]ation)?\.?\s*code|approval\s*code|genehmigungs-?(?:nr|nummer)|autorisierungs-?(?:nr|nummer|code)|c[oó]d[íi]go\s*de\s*autorizaci[oó]n)(?!\p{L})/iu,
    1,
  ],
  // The card's last digits ("4 Ultimos Digitos: 2196", "card ending 4421", "**** 4421").
  [
    /(?<!\p{L})(?:(?:4\s*)?[úu]ltimos\s*(?:4\s*)?d[íi]gitos|last\s*(?:4|four)\s*digits|card\s*ending(?:\s*in)?|letzte\s*(?:4|vier)\s*ziffern|se\s*terminant\s*par)(?!\p{L})|\*{4}\s?\d{4}(?!\d)/iu,
    2,
  ],
];

/** How much a document shows a card payment (0 none; 2+ a card's slip or confirmation). */
export function cardPaymentScore(text: string): number {
  return CARD_SIGNS.reduce(
    (score, [pattern, weight]) => score + (pattern.test(text) ? weight : 0),
    0,
  );
}

// What a till or card receipt prints and an invoice does not: cash tendered and change given,
// the cashier, a card slip's words, a thank-you for the visit.
const RECEIPT_SIGNS: [RegExp, number][] = [
  ...CARD_SIGNS,
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
