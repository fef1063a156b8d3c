import type {
  ExtractedDocument,
  ExtractedInvoice,
  ExtractionMethod,
  FieldSource,
} from '@ap/domain/contract';

import Decimal from 'decimal.js';
import { crossCheck } from '../checks/cross-check';
import type { TextLayout } from '../layout/text-layout';
import { wordsFor } from '../vocabulary';
import { formatDecimal } from './amount';
import { amountInWords } from './amount-in-words';
import { readBillTo } from './bill-to';
import { CONFIDENCE } from './confidence-policy';
import { createContext, type FieldContext } from './context';
import { readCurrency } from './currency';
import { addDays, decideDayFirst } from './dates';
import { readDueDate } from './due-date';
import { readBank, readPoNumber, readRequisitioner, readTaxId } from './identifiers';
import { readInvoiceNumber } from './invoice-number';
import { readIssueDate } from './issue-date';
import { detectLanguage, type Language } from './language';
import { readLineItems } from './line-items';
import { type Found, sourceOf } from './source';
import { taxFromNet } from './tax-from-net';
import { readTaxSummary } from './tax-summary';
import { readTerms } from './terms';
import type { AmountFound } from './total-signs';
import { balancesForward } from './total-signs';
import { labelledAmounts, largestAmount, pickLast, pickTotal, TAX_INCLUDED } from './totals';
import { readVendor } from './vendor';

export type FieldHints = {
  organizationNames?: string[];
  filename?: string;
  senderName?: string;
  senderEmail?: string;
  /**
   * Below 1 for text read by OCR: every value is less sure before the arithmetic confirms it.
   * A function gives each value its own factor (from the OCR's certainty of the words it came from).
   */
  confidenceScale?: number | ((source: FieldSource) => number);
  /**
   * The page's language when another read of it already judged it: a second OCR reader that
   * reads only Han and Latin script turns Thai print into stray Latin letters, whose text would
   * pass for English (month-first dates).
   */
  language?: Language;
};

/** Drops the readers' working data (label, line) and keeps the contract's field shape. */
function strip(found: Found<string> | null): Found<string> | null {
  if (!found) return null;
  const { value, confidence, source, signs } = found;
  return { value, confidence, source, ...(signs?.length ? { signs } : {}) };
}

/** Reads every field of an invoice from a text layout, template-free, then cross-checks it. */
export function extractFields(
  layout: TextLayout,
  document: ExtractedDocument,
  method: ExtractionMethod,
  hints: FieldHints,
): ExtractedInvoice {
  const language = hints.language ?? detectLanguage(layout.text);
  const draft: FieldContext = createContext(layout, {
    language,
    dayFirst: true,
    organizationNames: hints.organizationNames ?? [],
    ...(hints.filename ? { filename: hints.filename } : {}),
    ...(hints.senderName ? { senderName: hints.senderName } : {}),
    ...(hints.senderEmail ? { senderEmail: hints.senderEmail } : {}),
    ...(typeof hints.confidenceScale === 'function' ? { certaintyOf: hints.confidenceScale } : {}),
  });
  // A first reading of the currency (what is printed most) decides the date order and which
  // of two totals (EUR and TRY on a Turkish export invoice) is the invoice's.
  const printedCurrency = readCurrency(draft);
  const context: FieldContext = {
    ...draft,
    dayFirst: decideDayFirst(layout.text, language, printedCurrency?.value ?? null),
  };
  // The table first: its header cells ("Total", "Amount") are not the invoice's totals.
  const table = readLineItems(context);
  const lineItems = table.items;
  const billTo = readBillTo(context);
  const issueDate = readIssueDate(context);
  let dueDate = readDueDate(context, issueDate?.value ?? null);
  const terms = readTerms(context);
  const notes: string[] = [];
  if (!dueDate && issueDate && terms?.days !== null && terms?.days !== undefined) {
    dueDate = {
      value: addDays(issueDate.value, terms.days),
      confidence: Math.min(issueDate.confidence, terms.text.confidence) * 0.9,
      source: terms.text.source,
      signs: [{ what: `${terms.days} days of payment terms from the issue date`, weight: 1 }],
    };
    notes.push(`Due date derived from the payment terms (${terms.text.value}).`);
  }
  const labelledTax = pickTax(labelledAmounts(context, 'tax'), layout);
  const tax = labelledTax ?? table.tax ?? readTaxSummary(context);
  if (labelledTax && TAX_INCLUDED_WORDS.test(labelledTax.labelText ?? labelledTax.label))
    notes.push(`${TAX_INCLUDED}: its label says so ("${labelledTax.label}").`);
  const vendor = readVendor(context, billTo);
  const subtotals = labelledAmounts(context, 'subtotal');
  const inWords = amountInWords(layout);
  const labelledTotal = pickTotal(labelledAmounts(context, 'total'), {
    layout,
    currency: printedCurrency?.value ?? null,
    bases: [...subtotals.map((found) => found.value), ...linesSum(lineItems)],
    tax: tax?.value ?? null,
    balancesForward: balancesForward(layout, context.decimalMark),
    inWords: inWords?.value ?? null,
    decimalMark: context.decimalMark,
  });
  const total = labelledTotal ?? totalInWords(inWords) ?? unlabelledTotal(context, notes);
  let subtotal: Found<string> | null = pickLast(subtotals);
  const fromNet = !tax && total ? taxFromNet(context, total) : null;
  if (fromNet && total) {
    notes.push(fromNet.note);
    // A "subtotal" that does not add up with the tax (the price before a discount) gives way.
    if (!subtotal || !new Decimal(subtotal.value).plus(fromNet.tax.value).equals(total.value))
      subtotal = fromNet.net;
  }
  const customerText = layout.lines
    .flatMap((line) => line.cells.filter((cell) => billTo.cells.has(cell)).map((cell) => cell.text))
    .join('\n');
  const currency = readCurrency(context, {
    totalLine: total ? layout.lines[total.lineIndex] : undefined,
    customerText,
  });
  const warnings: string[] = [];
  if (currency?.guessed)
    warnings.push(`Currency ${currency.value} is not printed as a code: ${currency.why}.`);
  const bank = readBank(context);
  const invoice: ExtractedInvoice = {
    document: { ...document, language },
    method,
    confidence: 0,
    invoice_number: strip(readInvoiceNumber(context)),
    issue_date: strip(issueDate),
    due_date: strip(dueDate),
    payment_terms: strip(terms?.text ?? null),
    currency: strip(currency),
    subtotal: strip(subtotal),
    tax: strip(tax ?? fromNet?.tax ?? null),
    total: strip(total),
    po_number: strip(readPoNumber(context)),
    vendor: {
      name: strip(vendor.name),
      ...(vendor.legalName ? { legal_name: strip(vendor.legalName) } : {}),
      email: strip(vendor.email),
      address: strip(vendor.address),
      phone: strip(vendor.phone),
      tax_id: strip(readTaxId(context, billTo.cells)),
      bank_name: strip(bank.bank_name),
      account_number: strip(bank.account_number),
      routing_number: strip(bank.routing_number),
      iban: strip(bank.iban),
      bic: strip(bank.bic),
    },
    bill_to: {
      name: strip(billTo.name),
      email: strip(billTo.email),
      address: strip(billTo.address),
      phone: null,
      tax_id: null,
    },
    requisitioner: (() => {
      const requisitioner = readRequisitioner(context);
      return { name: strip(requisitioner.name), email: strip(requisitioner.email) };
    })(),
    line_items: lineItems,
    checks: [],
    notes,
    ...(warnings.length ? { warnings } : {}),
  };
  if (hints.confidenceScale !== undefined) scaleConfidences(invoice, hints.confidenceScale);
  invoice.checks = crossCheck(invoice);
  invoice.confidence = overallConfidence(invoice);
  return invoice;
}

/**
 * A total printed only in words (its figures unreadable: a currency glyph from a font with no
 * text for it) is the amount in words, below high confidence.
 */
function totalInWords(inWords: ReturnType<typeof amountInWords>): AmountFound | null {
  if (!inWords) return null;
  return {
    value: inWords.value,
    confidence: CONFIDENCE.amountInWords,
    source: sourceOf(inWords.line, inWords.line.text),
    label: '',
    lineIndex: inWords.line.index,
    signs: [{ what: 'the amount in words', weight: 3 }],
  };
}

/** The sum of the line items' amounts, when every line has one. */
function linesSum(items: ExtractedInvoice['line_items']): string[] {
  if (items.length === 0 || items.some((item) => !item.amount)) return [];
  const sum = items.reduce((total, item) => total.plus(item.amount?.value ?? 0), new Decimal(0));
  return [formatDecimal(sum)];
}

// A total read without its label is a guess a person should check.
const UNLABELLED_TOTAL_CONFIDENCE = CONFIDENCE.largestAmountGuess;
/** The note of a total read without its label (which is no evidence of an invoice). */
export const UNLABELLED_TOTAL_NOTE =
  'Total taken as the largest amount printed: no total label was read.';

/**
 * When no total label was read (an OCR that lost it, a receipt that prints none), the largest
 * amount with cents printed is the total more often than not: taken, with a low confidence and
 * a note, so the person sees where it came from instead of an empty field.
 */
function unlabelledTotal(context: FieldContext, notes: string[]): AmountFound | null {
  const largest = largestAmount(context.layout, context.decimalMark);
  if (!largest) return null;
  notes.push(UNLABELLED_TOTAL_NOTE);
  return {
    value: largest.value,
    confidence: UNLABELLED_TOTAL_CONFIDENCE,
    source: sourceOf(largest.line, largest.raw, largest.cell),
    label: '',
    lineIndex: largest.line.index,
    signs: [{ what: 'the largest amount printed, no total label read', weight: 0.5 }],
  };
}

// A total-tax line ("Summe MwSt", "Toplam KDV", "Tributos") is the tax; several lines with their
// own rates or kinds ("IVA 21%" and "IVA 10,5%", "CGST 9%" and "SGST 9%", Brazil's ICMS, COFINS
// and PIS) add up to it.
const TAX_TOTAL = wordsFor('taxTotal');
const WITHHELD = wordsFor('withheld');
const TAX_INCLUDED_WORDS = wordsFor('taxIncluded');

function pickTax(found: AmountFound[], layout: TextLayout): AmountFound | null {
  // A tax withheld ("IVA Retenido -1,973.33") is taken off what is paid, not charged.
  const taxes = found.filter((tax) => !WITHHELD.test(layout.lines[tax.lineIndex]?.text ?? ''));
  if (taxes.length === 0) return null;
  const totals = taxes.filter((tax) => TAX_TOTAL.test(tax.label));
  if (totals.length) return pickLast(totals);
  // One line each: a document holding its original and copies prints every tax line again;
  // and one of each kind and amount: a tax summary repeats the totals' "CGST 16,808.40".
  const byLine = new Map(taxes.map((tax) => [layout.lines[tax.lineIndex]?.text ?? '', tax]));
  const byKind = new Map([...byLine.values()].map((tax) => [`${tax.label} ${tax.value}`, tax]));
  const parts = [...byKind.values()].filter((tax) =>
    /\d\s*%|\b[csiu]gst\b|^(?:icms|cofins|pis)\b/i.test(
      `${tax.label} ${layout.lines[tax.lineIndex]?.text ?? ''}`,
    ),
  );
  // Among parts printed with cents, one without is an OCR's wreck ("23" for "2,33"), not a
  // tax to add; a currency without cents (yen) prints none with them.
  const withCents = (tax: AmountFound) => /\d[.,]\d{2}\)?$/.test(tax.source.text ?? '');
  const rated = parts.some(withCents) ? parts.filter(withCents) : parts;
  if (rated.length > 1) {
    const sum = rated.reduce((total, item) => total.plus(item.value), new Decimal(0));
    // A summary's total tax beside its parts ("CGST 16,808.40 | SGST 16,808.40 | 33,616.80")
    // is their sum, not one more part; two alone are two parts (CGST and SGST are equal).
    const ofParts =
      rated.length > 2 ? rated.find((item) => sum.minus(item.value).equals(item.value)) : undefined;
    if (ofParts) return { ...ofParts, confidence: 0.8 };
    return { ...(rated[0] as AmountFound), value: formatDecimal(sum), confidence: 0.7 };
  }
  return pickLast(taxes.some(withCents) ? taxes.filter(withCents) : taxes);
}

export function overallConfidence(invoice: ExtractedInvoice): number {
  const key = [invoice.vendor.name, invoice.invoice_number, invoice.total];
  return Math.min(...key.map((field) => field?.confidence ?? 0));
}

/** Multiplies the confidence of every field (top level, parties and lines) by a factor. */
export function scaleConfidences(
  invoice: ExtractedInvoice,
  factor: number | ((source: FieldSource) => number),
): void {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.confidence === 'number' && 'source' in record) {
        const by = typeof factor === 'number' ? factor : factor(record.source as FieldSource);
        record.confidence = Math.round(record.confidence * by * 100) / 100;
        return;
      }
      for (const [key, child] of Object.entries(record)) if (key !== 'document') visit(child);
    }
  };
  visit({ ...invoice, checks: [], notes: [] });
}
