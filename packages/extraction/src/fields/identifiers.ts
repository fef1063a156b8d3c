import { isValidIBAN } from 'ibantools';
import { horizontalOverlap } from '../layout/overlap';
import type { Cell } from '../layout/text-layout';
import { labelsFor, wordsFor } from '../vocabulary';
import type { FieldContext } from './context';
import { labelCandidates } from './context';
import { findDates } from './dates';
import { readLabelled, type ValueParser } from './read-labelled';

import { type Found, sourceOf } from './source';

const REFERENCE = /^[A-Z0-9][A-Z0-9\-/._]*$/i;
const LABEL_WORD = /^(?:date|datum|no\.?|number|nr\.?|total|due|page|of)$/i;

// Printed in groups: "00003 - 00003668" (Argentina's point of sale and number), "FV 1/2021",
// "HLPM 1387" (a series before the number).
const GROUPED = /^(\d{3,}\s+-\s+\d{3,}(?:\s+-\s+\d{3,})?)(?![\d.,])/;
const SERIES = /^([A-Z]{1,5})\s+([A-Z0-9]*\d[A-Z0-9\-/.]*)(?=\s|$)/;
const NOT_SERIES = /^(?:NO|NR|EUR|USD|GBP|CHF|TL|PLN|CZK|RON|DE|DU|DEL|VOM|OF)$/;

/** An identifier (invoice or PO number): one token with a digit that is not a date or amount. */
export function parseReference(minLength = 3): ValueParser<string> {
  return (text) => {
    const trimmed = text.trim().replace(/^[#:]+\s*/, '');
    const grouped = GROUPED.exec(trimmed)?.[1];
    if (grouped) return { value: grouped.replace(/\s+/g, ''), text: grouped };
    const series = SERIES.exec(trimmed);
    if (series && !NOT_SERIES.test(series[1] as string) && series[0].length <= 24) {
      const value = series[0].replace(/[.,;:]+$/, '');
      return { value, text: value };
    }
    const token = trimmed.split(/\s+/)[0]?.replace(/^[#:]+|[.,;:]+$/g, '');
    if (!token || token.length < minLength || token.length > 32) return null;
    if (!REFERENCE.test(token) || !/\d/.test(token) || LABEL_WORD.test(token)) return null;
    if (/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(token) || /^\d{4}-\d{2}-\d{2}$/.test(token))
      return null;
    if (/^\d{1,3}(?:[.,]\d{3})*[.,]\d{2}$/.test(token)) return null; // an amount
    return { value: token, text: token };
  };
}

// Romanian invoices print their number as a series and a number: "Seria HLPM nr. 1387".
const SERIES_AND_NUMBER =
  /\bseria\s*:?\s*([A-Z]{1,6})\s*(?:nr\.?|num[aă]r(?:ul)?)\s*:?\s*(\d[\d\-/]*)/iu;

const ID_CARD =
  /(?:\b[BC]\.?\s?I\.?|buletin|carte\s*de\s*identitate|act\s*de\s*identitate)\s*[:/.]?\s*$/iu;

export function seriesAndNumber(context: FieldContext): Found<string> | null {
  for (const line of context.layout.lines) {
    const match = SERIES_AND_NUMBER.exec(line.text);
    if (!match) continue;
    // The delegate's identity card is printed the same way ("C.I. seria RX nr. 123456").
    if (ID_CARD.test(line.text.slice(0, match.index))) continue;
    const value = `${(match[1] as string).toUpperCase()} ${match[2] as string}`;
    return { value, confidence: 0.8, source: sourceOf(line, match[2] as string) };
  }
  return null;
}

/**
 * Argentina's invoices print the point of sale apart from the number ("Punto de Venta: 00003
 * Comp. Nro: 00001360"); the invoice's number is both ("00003-00001360").
 */
export function withPointOfSale(context: FieldContext, found: Found<string>): Found<string> {
  if (!/^\d{6,8}$/.test(found.value)) return found;
  const line = context.layout.lines.find(
    (candidate) => candidate.page === found.source.page && candidate.text.includes(found.value),
  );
  const pointOfSale = line && /punto\s*de\s*venta\s*:?\s*(\d{4,5})\b/i.exec(line.text)?.[1];
  return pointOfSale ? { ...found, value: `${pointOfSale}-${found.value}` } : found;
}

/**
 * A date printed with the invoice number: "N° facture 38600988 du 09.12.2024", "Fattura n° 30"
 * over "del 06/12/2023", a number with its date under it.
 */
export function dateBesideNumber(context: FieldContext): Found<string> | null {
  const connector = /^(?:du|del|de|vom|of|dated|z\s*dnia|ze\s*dne|din|от|від)?\s*/i;
  for (const { candidates } of labelCandidates(context, 'invoiceNumber')) {
    const candidate = candidates.find((item) => parseReference(1)(item.text));
    if (!candidate) continue;
    const reference = parseReference(1)(candidate.text)?.text ?? '';
    const after = candidate.text.slice(candidate.text.indexOf(reference) + reference.length).trim();
    const inline = /^(?:du|del|de|vom|of|dated|z\s*dnia|ze\s*dne|din|от|від)\s/i.test(after)
      ? findDates(after, context.language, context.dayFirst)[0]
      : undefined;
    if (inline)
      return {
        value: inline.iso,
        confidence: 0.8,
        source: sourceOf(candidate.line, inline.raw, candidate.cell),
      };
    const below = context.layout.lines[candidate.line.index + 1];
    if (!below || below.page !== candidate.line.page) continue;
    for (const cell of below.cells) {
      if (horizontalOverlap(cell, candidate.cell) <= 0) continue;
      const text = cell.text.replace(connector, '');
      const date = findDates(text, context.language, context.dayFirst)[0];
      if (date && date.index === 0 && date.raw.length >= text.trim().length - 1)
        return { value: date.iso, confidence: 0.78, source: sourceOf(below, date.raw, cell) };
    }
  }
  return null;
}

export function readPoNumber(context: FieldContext): Found<string> | null {
  return readLabelled(context, 'po', parseReference(2));
}

export function parseDate(context: FieldContext): ValueParser<string> {
  return (text) => {
    const date = findDates(text, context.language, context.dayFirst)[0];
    return date ? { value: date.iso, text: date.raw } : null;
  };
}

const TAX_ID = /^(?:[A-Z]{2}\s?)?[0-9A-Z][0-9A-Z\- ./]{5,18}[0-9A-Z]$/;

// A value ending in another tax id's label and its id ("26279690 DIČ: CZ26279690" after "IČ").
const TAX_ID_LABEL_LAST = new RegExp(`(?:${labelsFor('taxId').join('|')})\\s*:\\s*\\S+$`, 'iu');

const isTaxId = (text: string) => TAX_ID.test(text) && (text.match(/\d/g)?.length ?? 0) >= 5;

// A VAT id: the country's letters, then figures ("DE811234565", "ATU12345678", "CHE-109.322.551").
const VAT_ID = /^(?:[A-Z]{2}U?|CHE)[\s-]?\d/;

/**
 * The issuer's tax id: the first labelled one outside the customer's blocks (an Italian invoice
 * prints the customer's "P.IVA" too). Its value runs to the next separator; where that is no id,
 * its last word may be ("P.IVA e C.F. 02845630371": the label names two ids, one number), unless
 * a label of something else comes first ("Inscrição Municipal: 1234567" after a CNPJ). Of the
 * ids printed, a VAT id comes first (a German invoice's Steuernummer or a Swedish company
 * number beside it is no way to find the vendor abroad), then any but one written with slashes
 * (a CNPJ "21.874.336/0001-09" is taken only where no other is labelled).
 */
export function readTaxId(context: FieldContext, customer: Set<Cell>): Found<string> | null {
  const read = (accept: (id: string) => boolean) =>
    readLabelled(
      context,
      'taxId',
      (text) => {
        const value =
          text
            .trim()
            .split(/\s{2,}|,|;|\s[|·•–-]\s/)[0]
            ?.trim() ?? '';
        const id =
          isTaxId(value) || (value.includes(':') && !TAX_ID_LABEL_LAST.test(value))
            ? value
            : value.split(/\s+/).at(-1);
        return id && isTaxId(id) && accept(id) ? { value: id, text: id } : null;
      },
      { keep: (found) => !customer.has(found.cell) },
    );
  return read((id) => VAT_ID.test(id)) ?? read((id) => !id.includes('/')) ?? read(() => true);
}

const IBAN = /^[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?$/;

function digitsValue(min: number, max: number): ValueParser<string> {
  return (text) => {
    const value =
      text
        .trim()
        .split(/\s{2,}|,|;|\s[|·•]\s/)[0]
        ?.trim() ?? '';
    const digits = value.replace(/[\s-]/g, '');
    return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max
      ? { value: digits, text: value }
      : null;
  };
}

// Words of a bank's details, in every language: an account number printed among them.
const BANK_DETAILS = new RegExp(
  (['bankName', 'iban', 'bic', 'routingNumber'] as const)
    .flatMap((name) => labelsFor(name))
    .join('|'),
  'iu',
);

const SHARED_ACCOUNT = wordsFor('sharedAccount');

/**
 * Whether a bank's details are printed near a line (on it, or up to three lines before or
 * after): an "Account number" at a bill's head is the customer's account with the biller.
 */
function amongBankDetails(context: FieldContext, lineIndex: number): boolean {
  return context.layout.lines
    .slice(Math.max(0, lineIndex - 3), lineIndex + 4)
    .some((line) => BANK_DETAILS.test(line.text));
}

// An IBAN printed with no label, anywhere in a line ("transferencia a ES91 2100 0418 ...").
const IBAN_IN_TEXT =
  /(?<![A-Z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Z0-9])/g;
const DIRECT_DEBIT = wordsFor('directDebit');

/**
 * The vendor's IBAN where no label names it: one whose check digits are right (ISO 13616, so
 * no other number passes for one), among a bank's details, and not in a line saying the amount
 * is collected by direct debit (that account is the customer's).
 */
function unlabelledIban(context: FieldContext): Found<string> | null {
  for (const line of context.layout.lines) {
    if (DIRECT_DEBIT.test(line.text) || !amongBankDetails(context, line.index)) continue;
    for (const match of line.text.matchAll(IBAN_IN_TEXT)) {
      const value = match[0].replace(/\s/g, '');
      if (isValidIBAN(value)) return { value, confidence: 0.7, source: sourceOf(line, match[0]) };
    }
  }
  return null;
}

export function readBank(context: FieldContext) {
  const labelled = readLabelled(context, 'iban', (text) => {
    // "IBAN — IE29 AIBK ...": a dash may stand between the label and the number.
    const value = text
      .trim()
      .replace(/^[—–-]\s*/u, '')
      .replace(/\s+/g, ' ');
    const match = /^[A-Z]{2}\d{2}[A-Z0-9 ]{10,36}/.exec(value)?.[0].trim();
    return match && IBAN.test(match) ? { value: match.replace(/\s/g, ''), text: match } : null;
  });
  const iban = labelled ?? unlabelledIban(context);
  const bic = readLabelled(context, 'bic', (text) => {
    const value = text.trim().split(/\s+/)[0] ?? '';
    return /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(value) ? { value, text: value } : null;
  });
  const bankName = readLabelled(context, 'bankName', (text) => {
    const value =
      text
        .trim()
        .split(/\s{2,}|,\s*(?=IBAN|BIC|SWIFT|Account|Routing)/i)[0]
        ?.trim() ?? '';
    return /\p{L}{2}/u.test(value) &&
      !/^(?:account|routing|iban|bic|swift|transfer|details)\b/i.test(value) &&
      value.length <= 60
      ? { value, text: value }
      : null;
  });
  return {
    bank_name: bankName,
    // Up to 17 digits in the US, 18 in India and Mexico (CLABE), 20 in Russia and Ukraine.
    account_number: readLabelled(context, 'accountNumber', digitsValue(4, 20), {
      keep: (found) =>
        !SHARED_ACCOUNT.test(found.label) || amongBankDetails(context, found.lineIndex),
    }),
    routing_number: readLabelled(context, 'routingNumber', digitsValue(6, 9)),
    iban,
    bic,
  };
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;

export function readRequisitioner(context: FieldContext) {
  const contact = readLabelled(context, 'requisitioner', (text) => {
    const cleaned = text
      .replace(EMAIL, '')
      .replace(/[,;<>()]+\s*$/, '')
      .trim();
    return /\p{L}{2}/u.test(cleaned) && cleaned.length <= 60
      ? { value: cleaned, text: cleaned }
      : null;
  });
  const email = readLabelled(context, 'requisitioner', (text) => {
    const value = EMAIL.exec(text)?.[0];
    return value ? { value: value.toLowerCase(), text: value } : null;
  });
  return { name: contact, email };
}
