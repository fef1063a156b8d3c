import { describe, expect, it } from 'vitest';
import type { InvoiceFieldSource } from '../contract';
import { isLowConfidence, LOW_FIELD_CONFIDENCE, markTyped } from './field-sources';

const read = (field: InvoiceFieldSource['field'], confidence: number): InvoiceFieldSource => ({
  field,
  origin: 'extracted',
  confidence,
  page: 1,
  box: [10, 20, 60, 30],
  text: 'x',
  typed_at: null,
});

describe('field sources', () => {
  it('marks a read value under the threshold, never a typed one', () => {
    expect(isLowConfidence(read('issue_date', 0.45))).toBe(true);
    expect(isLowConfidence(read('issue_date', LOW_FIELD_CONFIDENCE))).toBe(false);
    expect(isLowConfidence({ origin: 'typed', confidence: null })).toBe(false);
  });

  it('turns the changed fields typed, keeps their place on the page, adds unread ones', () => {
    const at = new Date('2026-11-05T09:00:00.000Z');
    const after = markTyped(
      [read('issue_date', 0.45), read('amount', 0.97)],
      ['issue_date', 'vendor'],
      at,
    );
    expect(after).toEqual([
      {
        ...read('issue_date', 0.45),
        origin: 'typed',
        confidence: null,
        typed_at: at.toISOString(),
      },
      read('amount', 0.97),
      {
        field: 'vendor',
        origin: 'typed',
        confidence: null,
        page: null,
        box: null,
        text: null,
        typed_at: at.toISOString(),
      },
    ]);
  });
});
