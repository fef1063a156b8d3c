import type { InvoiceChanges, InvoicePageRow } from '@ap/domain/contract';

/** What changed in the list since its first page was read, as the polls told it. */
export interface InvoiceListChanges {
  /** The first page's version these changes are relative to; null before any page. */
  base: string | null;
  /** The version the next poll asks from. */
  version: string | null;
  /** Rows added or changed since `base`, by id, as last seen. */
  rows: ReadonlyMap<string, InvoicePageRow>;
  /** Ids deleted since `base`. */
  deleted: ReadonlySet<string>;
}

export const noInvoiceChanges = (base: string | null): InvoiceListChanges => ({
  base,
  version: base,
  rows: new Map(),
  deleted: new Set(),
});

/**
 * Adds one changes answer. An empty answer keeps `rows` and `deleted` as they were (the same
 * objects), so an idle poll re-renders nothing.
 */
export const applyInvoiceChanges = (
  from: InvoiceListChanges,
  answer: InvoiceChanges,
): InvoiceListChanges => {
  if (answer.invoices.length === 0 && answer.deleted_ids.length === 0)
    return { ...from, version: answer.version };
  const rows = new Map(from.rows);
  const deleted = new Set(from.deleted);
  for (const id of answer.deleted_ids) {
    rows.delete(id);
    deleted.add(id);
  }
  for (const row of answer.invoices) {
    rows.set(row.id, row);
    deleted.delete(row.id);
  }
  return { base: from.base, version: answer.version, rows, deleted };
};

/** The list's order: newest first, then by id (as the server pages it). */
const newerFirst = (a: InvoicePageRow, b: InvoicePageRow) => {
  if (a.created_at !== b.created_at) return a.created_at > b.created_at ? -1 : 1;
  return a.id > b.id ? -1 : a.id < b.id ? 1 : 0;
};

/**
 * The rows the table shows: the pages as read, each replaced by its newer state from the
 * changes and without the deleted ones, plus the rows added since, in the list's order. A
 * changed row whose page has not arrived yet waits for that page (`complete` false) unless it
 * sorts among the rows already shown.
 */
export function mergeInvoiceRows(
  pages: readonly (readonly InvoicePageRow[])[],
  changes: Pick<InvoiceListChanges, 'rows' | 'deleted'> | undefined,
  complete: boolean,
): InvoicePageRow[] {
  if (!changes || (changes.rows.size === 0 && changes.deleted.size === 0)) return pages.flat();
  const { rows, deleted } = changes;
  const shown: InvoicePageRow[] = [];
  const placed = new Set<string>();
  for (const page of pages)
    for (const row of page) {
      if (deleted.has(row.id) || placed.has(row.id)) continue;
      const newer = rows.get(row.id);
      if (newer) placed.add(row.id);
      shown.push(newer ?? row);
    }
  const oldest = shown.at(-1);
  const added = [...rows.values()]
    .filter((row) => !placed.has(row.id) && (complete || !oldest || newerFirst(row, oldest) < 0))
    .sort(newerFirst);
  if (added.length === 0) return shown;
  // Both lists are in the list's order: merge them.
  const merged: InvoicePageRow[] = [];
  let next = 0;
  for (const row of shown) {
    while (next < added.length && newerFirst(added[next] as InvoicePageRow, row) < 0)
      merged.push(added[next++] as InvoicePageRow);
    merged.push(row);
  }
  while (next < added.length) merged.push(added[next++] as InvoicePageRow);
  return merged;
}
