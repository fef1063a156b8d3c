import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../src/classify/classify-document';

// What OCR read of a crumpled French fuel-station card slip (the real set's neg-receipt-02):
// no title, no invoice number, a date and priced lines, and the card terminal's own lines.
const CARD_SLIP = `ATION BP
92310 SEVRE
TVA  MONTANT
ARTICLE
POMP  €1.,579/8)  %
€ 21.74
Code d'autor.:  864531
Accepte
Date  31/05/18
:  A0000000421010
CARTES  BANCAIRES
type  %  Net  Montant
6°  20.00  € 18.12  € 3.62
ci  bonne route`;

const OCR_FACTS = {
  hasTotal: false,
  hasNumber: false,
  hasLines: true,
  hasDate: true,
  strict: false,
  fromOcr: true,
};

describe('a card terminal slip is a receipt, not an invoice', () => {
  it('skips a slip showing the chip application id, an authorisation code and "cartes bancaires"', () => {
    expect(classifyDocument(CARD_SLIP, OCR_FACTS)).toMatchObject({
      invoice: false,
      documentType: 'receipt',
    });
  });

  it('keeps an invoice titled so, even paid by card with an authorisation code', () => {
    const invoice = `FACTURE N° 2024-118\nAtelier Morel SARL\nDate 12/03/24\nRéparation moteur  2  € 180.00\nTotal TTC € 432.00\nRéglé par carte bancaire, code d'autorisation 864531`;
    expect(
      classifyDocument(invoice, { ...OCR_FACTS, hasTotal: true, hasNumber: true }),
    ).toMatchObject({ invoice: true });
  });

  it('keeps a photo with an invoice number in doubt rather than skipping it', () => {
    expect(classifyDocument(CARD_SLIP, { ...OCR_FACTS, hasNumber: true })).toMatchObject({
      invoice: true,
    });
  });
});

describe("a receipt's title, in the languages read", () => {
  // A till receipt prints its folio and a total, as an invoice does: its title says what it is.
  const facts = { ...OCR_FACTS, hasTotal: true, hasNumber: true };
  const page = (title: string, lines = 'Total  34.250') =>
    `NOBITEX LTDA\nRUT 76.123.456-7\n${title}\n27-07-2026\n${lines}`;

  it.each([
    'Boleta Exenta Electrónica N° 01906438',
    'Boleta de Venta Electrónica 0001-004512',
    'Kassenbon',
    'Quittung Nr. 4411',
    'Reçu de paiement',
    'Scontrino fiscale',
    'Paragon fiskalny',
    '領収書',
  ])('skips a document titled "%s" as a receipt', (title) => {
    expect(classifyDocument(page(title), facts)).toMatchObject({
      invoice: false,
      documentType: 'receipt',
    });
  });

  it.each([
    // A fee's receipt a business pays, a utility's bill, an invoice-receipt.
    'BOLETA DE HONORARIOS ELECTRONICA N° 112',
    'Recibo de electricidad',
    'Fatura-Recibo FR 2024/118',
    'Receipt and Tax Invoice',
  ])('keeps a document titled "%s"', (title) => {
    expect(classifyDocument(page(title), facts)).toMatchObject({ invoice: true });
  });
});

describe("a credit note's title", () => {
  const facts = { ...OCR_FACTS, hasTotal: true, hasNumber: true, fromOcr: false };
  it.each([
    'Credit Note CN-2291',
    'Gutschrift Nr. 4411',
    // Turkish in capitals: a dotted İ, and a dotless ı that ends no word for `\b`.
    'İADE FATURASI',
    'İade Faturası',
  ])('skips a document titled "%s" as a credit note', (title) => {
    const text = `Yıldız Makina A.Ş.\n${title}\n12.03.2025\nToplam  1.250,00 TL`;
    expect(classifyDocument(text, facts)).toMatchObject({
      invoice: false,
      documentType: 'credit_note',
    });
  });
});
