import { NO_SPACES } from '../fields/labels';
import { tuned } from '../tuning/tunables';
import type { SkippedDocumentType } from '../types';
import { titlesFor } from '../vocabulary';
import type { InvoiceFacts } from './invoice-facts';
import { NOT_INVOICE_RULES, saysNotInvoice } from './not-invoice-rules';
import { receiptScore } from './receipt-signs';
import { titleText } from './title-text';

/**
 * Whether a read document is an invoice. A document is skipped only on strong evidence of
 * being something else (a W-9, a statement, a quote, a purchase order, a remittance, a till
 * receipt, a delivery note) or when nothing of an invoice could be read at all; in doubt it is
 * read as an invoice with a low confidence and the doubt said, so a person decides.
 */
export type Classification =
  | { invoice: true; confidence: number; evidence: string[]; doubt: string | null }
  | { invoice: false; reason: string; documentType: SkippedDocumentType };

// The word for invoice, in the languages read (`vocabulary/`), as a document's title (with
// "tax", "copy", "your" or a number around it). Han and Thai titles stand anywhere in a short line.
const INVOICE_TITLES = titlesFor('invoice');
const INVOICE_WORDS = INVOICE_TITLES.filter((title) => !NO_SPACES.test(title)).join('|');
const INVOICE_HEAD = new RegExp(
  `^(?:(?:${titlesFor('qualifiers').join('|')})\\s*)*(?:${INVOICE_WORDS})(?!\\p{L})`,
  'iu',
);
const HAN_OR_THAI_TITLE = new RegExp(
  INVOICE_TITLES.filter((title) => NO_SPACES.test(title)).join('|'),
  'u',
);
// The word anywhere (for e-mail bodies and the doubt message).
const INVOICE_WORD = new RegExp(`(?<!\\p{L})(?:${INVOICE_WORDS})(?!\\p{L})`, 'iu');
// "Invoice Date", "Invoice to", "Rechnung an" are labels, not titles.
const LABEL_AFTER = new RegExp(`^(?:${titlesFor('labelWords').join('|')})(?=[\\s:]|$)`, 'iu');

/** Is a cell an invoice's title: the word with a number, "(Original)", a qualifier at most? */
export function isInvoiceTitle(cell: string): boolean {
  const text = titleText(cell);
  if (text.length > 70) return false;
  if (text.length <= 30 && HAN_OR_THAI_TITLE.test(text)) return true;
  const head = INVOICE_HEAD.exec(text);
  if (!head) return false;
  let rest = text.slice(head[0].length).trim();
  rest = rest.replace(/^\(.*?\)/u, '').trim(); // "(Original)", "(Copy)"
  // "- daňový doklad č.FV1", "/Bill of Supply/Cash Memo"
  rest = rest.replace(/^[-–/]\s*\p{L}[\p{L}\s/]*?(?=\s*(?:č\.|n[°º]|no\.|nr\.|#|$))/u, '').trim();
  if (!rest || LABEL_AFTER.test(rest)) return !rest;
  // A number ("N° 052273", "nr FV 1/2021", "INV-0046"), or a few words ("Intermédiaire").
  const number = rest.replace(
    /^(?:#|no\.?|nr\.?|n[°º]\.?|č\.?|number|nummer|numero|n[úu]mero)?\s*:?\s*/iu,
    '',
  );
  if (/\d/.test(number)) return /^[\p{L}\d][\w\-/.]*(?:\s[\w\-/.]+)?$/u.test(number);
  return number === rest && /^\p{L}+(?:\s\p{L}+){0,3}$/u.test(rest);
}

/** Is the document titled an invoice (a short line near the top naming it so)? */
export function titledInvoice(lines: string[]): boolean {
  return lines.slice(0, 30).some((line) => line.split(/\s{3,}/).some(isInvoiceTitle));
}

export function classifyDocument(text: string, facts: InvoiceFacts): Classification {
  const lines = text.split('\n');
  const titled = titledInvoice(lines);
  for (const rule of NOT_INVOICE_RULES) {
    if (!rule.matches(text, lines, facts)) continue;
    // A document titled invoice is one, whatever else it mentions (terms, a payment advice).
    if (titled && !rule.evenIfTitled) continue;
    return { invoice: false, reason: rule.reason, documentType: rule.documentType };
  }
  if (text.trim().length < 40)
    return {
      invoice: false,
      reason: 'almost no text (a logo, signature or blank page)',
      documentType: 'other',
    };
  const receipt = receiptScore(text);
  if (!titled && receipt >= tuned('classify.receipt.skip') && !facts.hasNumber)
    return {
      invoice: false,
      reason: 'till or card receipt (paid at the counter), not an invoice',
      documentType: 'receipt',
    };
  const evidence: string[] = [];
  if (titled) evidence.push('titled an invoice');
  if (facts.hasNumber) evidence.push('an invoice number');
  if (facts.hasTotal) evidence.push('an amount to pay');
  if (facts.hasDate) evidence.push('a date');
  if (facts.hasParties) evidence.push('a vendor and a customer');
  if (facts.hasLines) evidence.push('priced lines');
  if (facts.hasDueDate) evidence.push('a due date');
  if (facts.hasBankDetails) evidence.push('bank details to pay into');
  if (facts.strict) {
    return INVOICE_WORD.test(text) && facts.hasTotal && facts.hasNumber
      ? { invoice: true, confidence: 0.9, evidence, doubt: null }
      : { invoice: false, reason: 'e-mail body without an invoice in it', documentType: 'other' };
  }
  // A text layer that shows nothing of an invoice is not one; a scan read that poorly may still
  // be one, and is kept as an invoice in doubt for a person to read.
  if (!facts.hasTotal && !facts.hasNumber && !facts.hasDate && !titled && !facts.fromOcr)
    return {
      invoice: false,
      reason: 'no invoice could be read (no title, amount, number or date)',
      documentType: 'other',
    };
  // Numbered and asking an amount, yet saying it is no invoice: kept, in doubt.
  const saysNot = !titled && saysNotInvoice(text);
  const confidence = Math.min(
    0.99,
    0.2 +
      (titled ? 0.35 : 0) +
      (facts.hasNumber ? 0.2 : 0) +
      (facts.hasTotal ? 0.2 : 0) +
      (facts.hasDate ? 0.1 : 0) +
      (facts.hasParties ? 0.1 : 0) +
      (facts.hasLines ? 0.05 : 0) +
      (facts.hasDueDate || facts.hasBankDetails ? 0.05 : 0) -
      (receipt >= tuned('classify.receipt.doubt') ? 0.2 : 0) -
      (saysNot ? 0.3 : 0),
  );
  const doubt =
    receipt >= tuned('classify.receipt.doubt')
      ? 'receipt'
      : saysNot || confidence < tuned('classify.doubt.below')
        ? 'not an invoice'
        : null;
  return { invoice: true, confidence: Math.round(confidence * 100) / 100, evidence, doubt };
}
