import type { InvoiceSaveParsed } from '@ap/domain/contract';
import type { lineItems, StoredCodingSource } from '../../db/schema';
import { lineValue, lineValuePatch } from '../apply/line-values';

type LineRow = typeof lineItems.$inferSelect;
type SentItem = NonNullable<InvoiceSaveParsed['items']>[number];

/**
 * What a save of a line's coding changes: each value the person sent that differs from the
 * line's (or takes up the assistant's waiting suggestion) becomes the person's, with who and
 * when. That mark is how a correction teaches: the model prefers a person's value for the
 * vendor's alike lines. Values not sent, or sent unchanged, keep their source.
 */
export const personCodingPatch = (
  existing: LineRow | undefined,
  item: SentItem,
  who: string,
  at: Date,
): Partial<LineRow> => {
  const sent: Record<string, string | null | undefined> = {
    account: item.quickbooks_account,
    class: item.quickbooks_class,
    department: item.quickbooks_department,
    ...item.coding_dimensions,
  };
  let current: Pick<
    LineRow,
    'quickbooksAccount' | 'quickbooksClass' | 'quickbooksDepartment' | 'codingDimensions'
  > = {
    quickbooksAccount: existing?.quickbooksAccount ?? null,
    quickbooksClass: existing?.quickbooksClass ?? null,
    quickbooksDepartment: existing?.quickbooksDepartment ?? null,
    codingDimensions: existing?.codingDimensions ?? {},
  };
  const sources: Record<string, StoredCodingSource> = { ...(existing?.codingSources ?? {}) };
  let changed = false;
  for (const [key, raw] of Object.entries(sent)) {
    if (raw === undefined) continue;
    const value = raw?.trim() || null;
    if (value === (lineValue(current, key) || null)) continue;
    current = { ...current, ...lineValuePatch(current, key, value) };
    sources[key] = { origin: 'person', by: who, at: at.toISOString() };
    changed = true;
  }
  return changed ? { ...current, codingSources: sources } : {};
};
