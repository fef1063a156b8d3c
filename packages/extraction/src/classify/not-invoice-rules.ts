import { tuned } from '../tuning/tunables';
import type { SkippedDocumentType } from '../types';
import { titlesFor, wordsFor } from '../vocabulary';
import type { InvoiceFacts } from './invoice-facts';
import { cardPaymentScore } from './receipt-signs';
import { titleText } from './title-text';

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
      const text = titleText(cell);
      // "Purchase Order:" is a label with a value beside it, not a title.
      return text.length <= 60 && !text.endsWith(':') && words.test(text);
    }),
  );
}

// Each kind's titles in every language (`vocabulary/`): the whole cell, with a number at most.
const whole = (words: string[]) =>
  new RegExp(
    `^(?:${words.join('|')})(?:\\s*(?:no\\.?|nr\\.?|n[°º]|#)?\\s*:?\\s*[\\w/.-]*\\d[\\w/.-]*)?$`,
    'iu',
  );
// Or anywhere in the text, as whole words.
const anywhere = (words: string[]) =>
  new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'iu');

const STATEMENT_TITLE = anywhere(titlesFor('statement'));
// A card or bank statement prints its balances; an invoice prints at most one of these.
const BALANCE_TERMS = new RegExp(wordsFor('statementBalances').source, 'giu');

const REMITTANCE_TITLE = anywhere(titlesFor('remittance'));
// A bank's transfer confirmation names the one who paid and the one paid.
const PAYER = anywhere([wordsFor('payer').source]);
const BENEFICIARY = anywhere([wordsFor('beneficiary').source]);

const QUOTE_TITLE = whole(titlesFor('quote'));
const ORDER_TITLE = whole(titlesFor('order'));
const DELIVERY_TITLE = whole(titlesFor('delivery'));
// A receipt's own title: what was paid at a till or counter. Some are left out on purpose (the
// Spanish and Thai ones in es.ts and th.ts).
const RECEIPT_TITLE = whole(titlesFor('receipt'));
const CREDIT_TITLE = new RegExp(`^\\s*(?:${titlesFor('credit').join('|')})(?!\\p{L})`, 'imu');
const TERMS_TITLE = new RegExp(
  `^(?:(?:${titlesFor('termsQualifiers').join('|')})\\s*)?(?:${titlesFor('terms').join('|')})(?:\\s*\\(.*\\))?$`,
  'iu',
);
// What a bill prints and an account statement does not: the charges of a period, a meter.
const BILL_SIGNS = anywhere([wordsFor('billSigns').source]);
// A payment's proof: from the payer's bank (a remittance) or the payee's till (a receipt).
const PAYMENT_PROOF_TITLE = anywhere(titlesFor('paymentProof'));
// A document that says itself it is no invoice (a payment's proof "not valid as a tax document").
const SAYS_NOT_INVOICE = anywhere([wordsFor('notInvoice').source]);

/** Whether the document says itself that it is no invoice. */
export const saysNotInvoice = (text: string) => SAYS_NOT_INVOICE.test(text);

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
    // Balances alone are no statement when the page also bills a period's charges (a utility
    // bill prints its previous balance and the payment received too).
    matches: (text, _lines, facts) =>
      STATEMENT_TITLE.test(text) ||
      (!facts.hasNumber &&
        !BILL_SIGNS.test(text) &&
        new Set(text.match(BALANCE_TERMS)?.map((m) => m.toLowerCase())).size >=
          tuned('classify.statement.balances')),
  },
  {
    documentType: 'receipt',
    reason: 'confirmation of a card payment (a receipt), not an invoice',
    // A payment's proof with the card's authorisation or last digits: the payee's receipt.
    matches: (text, lines) =>
      titled(lines, PAYMENT_PROOF_TITLE) &&
      cardPaymentScore(text) >= tuned('classify.card.confirmation'),
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
    matches: (_text, lines) => titled(lines, RECEIPT_TITLE),
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
    // Titled terms at its head and nothing of a bill: a page of terms inside a bill, or a bill
    // without an invoice number, is still the bill.
    matches: (_text, lines, facts) =>
      titled(lines.slice(0, 6), TERMS_TITLE) &&
      !facts.hasTotal &&
      !facts.hasNumber &&
      !facts.hasLines,
  },
  {
    documentType: 'other',
    reason: 'says it is not an invoice',
    // Not when it is numbered and asks for an amount as invoices do: then it is kept in doubt.
    matches: (text, _lines, facts) =>
      SAYS_NOT_INVOICE.test(text) && !(facts.hasNumber && facts.hasTotal),
  },
];
