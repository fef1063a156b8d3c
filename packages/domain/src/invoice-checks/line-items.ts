import { formatCents } from '../money/format-currency';
import { toCents } from '../money/to-cents';
import type { CheckProblem, RuleOutcome } from './check-result';
import type { InvoiceSubject, LineItemSubject } from './check-subject';

/** line_items_present: the invoice lists its charges as line items. */
export const lineItemsPresent = (invoice: InvoiceSubject): RuleOutcome => ({
  name: 'line_items_present',
  passReason: `${invoice.items.length} line item${invoice.items.length === 1 ? '' : 's'}`,
  problems:
    invoice.items.length === 0 ? [{ reason: 'No line items', gates: ['line_itemized'] }] : [],
});

// Quantities carry at most 4 decimals (the column's scale); BigInt keeps the product exact.
const QUANTITY_SCALE = 10_000n;

/** quantity × rate in cents, rounded half away from zero; null when not a finite number. */
export const lineExtensionCents = (item: LineItemSubject): number | null => {
  if (!Number.isFinite(item.quantity)) return null;
  const quantity = BigInt(Math.round(item.quantity * Number(QUANTITY_SCALE)));
  const product = quantity * BigInt(toCents(item.rate));
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude + QUANTITY_SCALE / 2n) / QUANTITY_SCALE;
  return Number(negative ? -rounded : rounded);
};

/**
 * Rates are kept in whole cents, so a rate printed as $26.6667 is held as $26.67: a line may
 * differ from quantity × rate by up to half a cent per unit of quantity, plus half a cent of
 * rounding, and still be right.
 */
export const lineWithinRounding = (item: LineItemSubject, expected: number): boolean => {
  const quantity = BigInt(Math.round(Math.abs(item.quantity) * Number(QUANTITY_SCALE)));
  const difference = BigInt(Math.abs(toCents(item.amount) - expected));
  return difference * 2n * QUANTITY_SCALE <= quantity + QUANTITY_SCALE;
};

const formatQuantity = (quantity: number): string =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(quantity);

/**
 * line_items_total_matches (Invoice Math Correct, always required): the items' amounts add up
 * to the invoice total exactly (integer cents), and each item with a quantity and a rate has
 * amount = quantity × rate (within lineWithinRounding). The model carries no tax, so the total compared is the
 * invoice amount as stated.
 */
export const lineItemsTotalMatches = (invoice: InvoiceSubject): RuleOutcome => {
  const currency = invoice.currency;
  const money = (cents: number) => formatCents(cents, currency);
  const gates = ['invoice_math_correct'];
  const problems: CheckProblem[] = [];
  if (invoice.items.length > 0) {
    for (const [index, item] of invoice.items.entries()) {
      if (item.quantity === 0 || toCents(item.rate) === 0) continue; // a lump-sum line
      const expected = lineExtensionCents(item);
      const stated = toCents(item.amount);
      if (expected !== null && !lineWithinRounding(item, expected)) {
        const sum = `${formatQuantity(item.quantity)} × ${money(toCents(item.rate))}`;
        const reason = `Line ${index + 1}: ${sum} is ${money(expected)} but the line says ${money(stated)}`;
        problems.push({ reason, gates });
      }
    }
    const itemsTotal = invoice.items.reduce((total, item) => total + toCents(item.amount), 0);
    const total = toCents(invoice.amount);
    if (itemsTotal !== total) {
      const reason = `Line items total ${money(itemsTotal)} but invoice total is ${money(total)}`;
      problems.push({ reason, gates });
    }
  }
  return {
    name: 'line_items_total_matches',
    problems,
    passReason:
      invoice.items.length === 0
        ? 'No line items to add up'
        : `Line items add up to ${money(toCents(invoice.amount))}`,
  };
};
