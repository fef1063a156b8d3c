import { type CheckOverrides, hasCheckOverrides } from '../checks/check-override';
import { parseNumberOrZero } from '../money/parse-number';
import type { InvoiceDraft } from './invoice-draft';

const NUMERIC_FIELDS = new Set(['amount', 'quantity', 'rate']);

function sameValue(key: string, a: unknown, b: unknown): boolean {
  if (NUMERIC_FIELDS.has(key)) return parseNumberOrZero(a) === parseNumberOrZero(b);
  return a === b;
}

function sameRecord(a: object, b: object): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!sameValue(key, (a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false;
  }
  return true;
}

/**
 * True when the edit copy differs from the one it was seeded with — any field or line item,
 * accounting fields included — or when a check was overridden. Numbers compare by value, so
 * retyping 12.5 as "12.50" is no change.
 */
export function hasInvoiceChanges(
  original: InvoiceDraft,
  current: InvoiceDraft,
  overrides: CheckOverrides = {},
): boolean {
  if (hasCheckOverrides(overrides)) return true;
  const { items: originalItems, ...originalFields } = original;
  const { items: currentItems, ...currentFields } = current;
  if (!sameRecord(originalFields, currentFields)) return true;
  if (originalItems.length !== currentItems.length) return true;
  return originalItems.some((item, index) => !sameRecord(item, currentItems[index]!));
}
