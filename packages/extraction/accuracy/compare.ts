import type { ExtractedInvoice } from '@ap/domain/contract';
import Decimal from 'decimal.js';
import type { ExpectedInvoice } from '../corpus-generator/expected';

/** The outcome for one field of one invoice. */
export type FieldOutcome = {
  field: string;
  expected: string | null;
  actual: string | null;
  confidence: number;
  correct: boolean;
};

const AMOUNT_FIELDS = new Set(['subtotal', 'tax', 'total']);
const HIGH_CONFIDENCE = 0.9;

export { HIGH_CONFIDENCE };

function fieldOf(
  invoice: ExtractedInvoice,
  path: string,
): { value: string; confidence: number } | null {
  const [head, tail] = path.split('.') as [string, string | undefined];
  const record = invoice as unknown as Record<string, unknown>;
  const holder = tail ? (record[head] as Record<string, unknown>)[tail] : record[head];
  return (holder as { value: string; confidence: number } | null) ?? null;
}

const normalizeText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s.,:;]+/g, ' ')
    .trim();

export function sameValue(field: string, expected: string, actual: string): boolean {
  if (AMOUNT_FIELDS.has(field)) {
    try {
      return new Decimal(expected).equals(new Decimal(actual));
    } catch {
      return false;
    }
  }
  if (field === 'vendor.iban' || field.endsWith('number') || field === 'vendor.tax_id') {
    return (
      expected.replace(/[\s-]/g, '').toLowerCase() === actual.replace(/[\s-]/g, '').toLowerCase()
    );
  }
  return normalizeText(expected) === normalizeText(actual);
}

/** Compares one extracted invoice with its expected values, field by field and line by line. */
export function compareInvoice(
  expected: ExpectedInvoice,
  actual: ExtractedInvoice | undefined,
): FieldOutcome[] {
  const outcomes: FieldOutcome[] = [];
  for (const [field, value] of Object.entries(expected.fields)) {
    const found = actual ? fieldOf(actual, field) : null;
    if (value === null && found === null) continue; // correctly absent: not counted
    outcomes.push({
      field,
      expected: value,
      actual: found?.value ?? null,
      confidence: found?.confidence ?? 0,
      correct: value !== null && found !== null && sameValue(field, value, found.value),
    });
  }
  if (expected.line_items) {
    const lines = actual?.line_items ?? [];
    const countRight = lines.length === expected.line_items.length;
    outcomes.push({
      field: 'line_items.count',
      expected: String(expected.line_items.length),
      actual: String(lines.length),
      confidence: 0,
      correct: countRight,
    });
    expected.line_items.forEach((line, index) => {
      const got = lines[index];
      for (const key of ['quantity', 'rate', 'amount'] as const) {
        const value = got?.[key] ?? null;
        outcomes.push({
          field: `line_items.${key}`,
          expected: line[key],
          actual: value?.value ?? null,
          confidence: value?.confidence ?? 0,
          correct: value !== null && new Decimal(value.value).equals(line[key]),
        });
      }
      const description = got?.description.value ?? null;
      outcomes.push({
        field: 'line_items.description',
        expected: line.description,
        actual: description,
        confidence: got?.description.confidence ?? 0,
        correct:
          description !== null &&
          normalizeText(description).includes(normalizeText(line.description)),
      });
    });
  }
  return outcomes;
}
