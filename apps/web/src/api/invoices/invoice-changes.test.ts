import type { InvoicePageRow } from '@ap/domain/contract';
import { describe, expect, it } from 'vitest';
import { applyInvoiceChanges, mergeInvoiceRows, noInvoiceChanges } from './invoice-changes';

const row = (id: string, createdAt: string, invoiceNumber = id): InvoicePageRow => ({
  id,
  invoice_number: invoiceNumber,
  vendor: null,
  amount: 1,
  currency: 'USD',
  status: 'draft',
  due_date: null,
  checks: [],
  created_at: createdAt,
});
// Newest first, as the server pages them.
const page1 = [row('e', '2026-01-05T00:00:00.000Z'), row('d', '2026-01-04T00:00:00.000Z')];
const page2 = [row('c', '2026-01-03T00:00:00.000Z'), row('b', '2026-01-02T00:00:00.000Z')];
const ids = (rows: InvoicePageRow[]) => rows.map((r) => r.id);

describe('mergeInvoiceRows', () => {
  it('shows the pages as they are when nothing changed', () => {
    expect(ids(mergeInvoiceRows([page1, page2], noInvoiceChanges('v'), true))).toEqual([
      'e',
      'd',
      'c',
      'b',
    ]);
  });

  it('replaces changed rows in place, drops deleted ones and sorts added ones in', () => {
    const changes = applyInvoiceChanges(noInvoiceChanges('v'), {
      invoices: [
        row('d', '2026-01-04T00:00:00.000Z', 'D-2'),
        row('f', '2026-01-06T00:00:00.000Z'),
        row('cc', '2026-01-03T12:00:00.000Z'),
      ],
      deleted_ids: ['b'],
      version: 'v2',
      reset: false,
    });
    const merged = mergeInvoiceRows([page1, page2], changes, true);
    expect(ids(merged)).toEqual(['f', 'e', 'd', 'cc', 'c']);
    expect(merged[2]?.invoice_number).toBe('D-2');
  });

  it('leaves a changed row of a page not read yet to that page', () => {
    const changes = applyInvoiceChanges(noInvoiceChanges('v'), {
      invoices: [row('b', '2026-01-02T00:00:00.000Z', 'B-2'), row('f', '2026-01-06T00:00:00.000Z')],
      deleted_ids: [],
      version: 'v2',
      reset: false,
    });
    expect(ids(mergeInvoiceRows([page1], changes, false))).toEqual(['f', 'e', 'd']);
    const later = mergeInvoiceRows([page1, page2], changes, true);
    expect(ids(later)).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(later.at(-1)?.invoice_number).toBe('B-2');
  });

  it('takes an id written again after its deletion as a row', () => {
    const deleted = applyInvoiceChanges(noInvoiceChanges('v'), {
      invoices: [],
      deleted_ids: ['d'],
      version: 'v2',
      reset: false,
    });
    const back = applyInvoiceChanges(deleted, {
      invoices: [row('d', '2026-01-04T00:00:00.000Z', 'D-3')],
      deleted_ids: [],
      version: 'v3',
      reset: false,
    });
    expect(ids(mergeInvoiceRows([page1], deleted, true))).toEqual(['e']);
    expect(mergeInvoiceRows([page1], back, true)[1]?.invoice_number).toBe('D-3');
  });
});
