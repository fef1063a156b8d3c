import type { ExtractedInvoice, ExtractionCheck } from '@ap/domain/contract';
import Decimal from 'decimal.js';
import { formatDecimal } from '../fields/amount';
import { clamp } from '../fields/source';
import { TAX_WORKED_OUT } from '../fields/tax-from-net';
import { TAX_INCLUDED } from '../fields/totals';

type Field = { value: string; confidence: number } | null;

function decimal(field: Field): Decimal | null {
  return field ? new Decimal(field.value) : null;
}

function adjust(fields: Field[], passed: boolean): void {
  for (const field of fields) {
    if (!field) continue;
    // Agreeing arithmetic is strong evidence; disagreement means one of them is misread.
    field.confidence = clamp(passed ? Math.max(field.confidence, 0.97) : field.confidence * 0.7);
  }
}

/**
 * Checks the arithmetic of what was read, in exact decimals, and moves the confidences:
 * quantity × rate = amount per line, lines = subtotal, subtotal + tax = total.
 */
export function crossCheck(invoice: ExtractedInvoice): ExtractionCheck[] {
  const checks: ExtractionCheck[] = [];
  const lines = invoice.line_items;
  const priced = lines.filter((line) => line.quantity && line.rate && line.amount);
  if (priced.length > 0) {
    const wrong = priced.filter((line) => {
      const expected = decimal(line.quantity)
        ?.times(decimal(line.rate) ?? 0)
        .toDecimalPlaces(2) as Decimal;
      const ok = expected.equals(decimal(line.amount) ?? 0);
      adjust([line.quantity, line.rate, line.amount], ok);
      return !ok;
    });
    checks.push({
      name: 'line_amounts',
      passed: wrong.length === 0,
      detail:
        wrong.length === 0
          ? `quantity × rate = amount on ${priced.length} lines`
          : `${wrong.length} of ${priced.length} lines do not multiply out`,
    });
  }
  const amounts = lines
    .map((line) => line.amount)
    .filter((amount): amount is NonNullable<typeof amount> => amount !== null);
  const linesSum =
    amounts.length === lines.length && lines.length > 0
      ? amounts.reduce((sum, amount) => sum.plus(amount.value), new Decimal(0))
      : null;
  const subtotal = decimal(invoice.subtotal);
  const tax = decimal(invoice.tax) ?? new Decimal(0);
  const total = decimal(invoice.total);
  if (linesSum && subtotal) {
    const passed = linesSum.equals(subtotal);
    adjust([invoice.subtotal, ...amounts], passed);
    checks.push({
      name: 'lines_sum_to_subtotal',
      passed,
      detail: `lines ${formatDecimal(linesSum)} vs subtotal ${formatDecimal(subtotal)}`,
    });
  }
  // A tax worked out as the total less the net adds up by construction: no proof of anything.
  const workedOut = invoice.notes.some((note) => note.startsWith(TAX_WORKED_OUT));
  const included = invoice.notes.some((note) => note.startsWith(TAX_INCLUDED));
  if (subtotal && total) {
    const passed = subtotal.plus(tax).equals(total);
    if (!(passed && workedOut)) adjust([invoice.subtotal, invoice.tax, invoice.total], passed);
    checks.push({
      name: 'subtotal_plus_tax_equals_total',
      passed,
      detail: `${formatDecimal(subtotal)} + ${formatDecimal(tax)} = ${formatDecimal(subtotal.plus(tax))} vs total ${formatDecimal(total)}`,
    });
  } else if (linesSum && total && included) {
    // "в том числе НДС", "incl. VAT": the lines are gross and add up to the total on their own.
    const passed = linesSum.equals(total);
    adjust([invoice.total, ...amounts], passed);
    checks.push({
      name: 'lines_include_tax_equal_total',
      passed,
      detail: `lines ${formatDecimal(linesSum)} (tax ${formatDecimal(tax)} included) vs total ${formatDecimal(total)}`,
    });
  } else if (linesSum && total) {
    const passed = linesSum.plus(tax).equals(total);
    adjust([invoice.tax, invoice.total, ...amounts], passed);
    checks.push({
      name: 'lines_plus_tax_equal_total',
      passed,
      detail: `lines ${formatDecimal(linesSum)} + tax ${formatDecimal(tax)} vs total ${formatDecimal(total)}`,
    });
  }
  // A total that no arithmetic confirms stays below "sure".
  const proof = (check: ExtractionCheck) =>
    check.passed &&
    check.name !== 'line_amounts' &&
    !(workedOut && check.name === 'subtotal_plus_tax_equals_total');
  if (invoice.total && !checks.some(proof)) {
    invoice.total.confidence = clamp(Math.min(invoice.total.confidence, 0.88));
  }
  return checks;
}
