import type { Line } from '../layout/text-layout';
import { findAmounts } from './amount';
import { LABELS, OPENING_BRACKET } from './labels';

// Finding where a line-item table ends: its totals, and the rows that are no charges.
// Rows that are not charges: the tax, a discount, a subtotal printed inside the table.
export const NOT_A_CHARGE =
  /^(?:rabatt\p{L}*|discount|remise|korting|descuento|sconto|indirim|rabat|sleva|bonif\p{L}*)(?!\p{L})/iu;

export function isTotalsLabel(text: string): boolean {
  const label = text.trim().replace(OPENING_BRACKET, '');
  return [LABELS.subtotal, LABELS.total, LABELS.tax].some((pattern) => pattern.test(label));
}

// What OCR makes of a speck, a stamp's edge or a tick left of a totals label ("Ny", "a", "—").
const SPECK = /^[^\d]{0,3}$/u;

/**
 * The table ends at its totals: a line starting with a total's label and an amount (after at
 * most a few specks the OCR read left of it), or a row of such labels.
 */
export function isTotalsLine(line: Line): boolean {
  if (isTotalsLabel(line.text) && findAmounts(line.text).length > 0) return true;
  const labelAt = line.cells.findIndex((cell) => isTotalsLabel(cell.text));
  if (
    labelAt > 0 &&
    line.cells.slice(0, labelAt).every((cell) => SPECK.test(cell.text.trim())) &&
    findAmounts(
      line.cells
        .slice(labelAt)
        .map((cell) => cell.text)
        .join(' '),
    ).length > 0
  )
    return true;
  // "Signature | Delegate's name | TOTAL | 250.00 | 60.00": a cell that is a totals label and
  // nothing else, followed only by amounts (and a currency sign set apart: "$ | 1.773.109"),
  // ends the table whatever is printed left of it.
  const whole = line.cells.findIndex((cell) => isWholeTotalsLabel(cell.text));
  const after = line.cells.slice(whole + 1);
  const amounts = after.filter((cell) => findAmounts(cell.text).length > 0);
  if (
    whole > 0 &&
    amounts.length > 0 &&
    after.every(
      (cell) =>
        !/\p{L}/u.test(cell.text) && (amounts.includes(cell) || /^\p{Sc}$/u.test(cell.text.trim())),
    )
  )
    return true;
  return line.cells.filter((cell) => isTotalsLabel(cell.text)).length >= 2;
}

/**
 * A section's subtotal ("Subtotal (R$) | 84,86", a utility bill's energy, then its levies): the
 * last amount of a line whose totals label is a subtotal's, not a total's.
 */
export function sectionSubtotal(line: Line, decimalMark?: ',' | '.'): string | undefined {
  const label = line.cells.find((cell) => isTotalsLabel(cell.text))?.text.trim() ?? '';
  if (!LABELS.subtotal.test(label) || LABELS.total.test(label)) return undefined;
  return findAmounts(line.text, decimalMark).at(-1)?.value;
}

/** A cell holding a totals label and nothing more ("TOTAL", "Total :"). */
function isWholeTotalsLabel(text: string): boolean {
  const label = text
    .trim()
    .replace(OPENING_BRACKET, '')
    // Its currency in brackets after it ("Subtotal (R$)").
    .replace(/\s*\(\s*[^()\d]{1,4}\s*\)\s*:?$/u, '')
    .replace(/[\s:)\]）】」]+$/u, '');
  return [LABELS.subtotal, LABELS.total, LABELS.tax].some(
    (pattern) => pattern.exec(label)?.[0].length === label.length,
  );
}
