import { describe, expect, it } from 'vitest';
import type { CodedLine, CodingRule } from '../src/coding/model/model-types';
import { isConfident, predictDimension } from '../src/coding/model/predict-coding';

const day = 86_400_000;
const now = Date.UTC(2026, 10, 1);
const line = (description: string, vendorId: string | null = 'ven_a') => ({
  vendorId,
  description,
  amountCents: 12_000,
  at: now,
});
const coded = (
  description: string,
  value: string,
  origin: CodedLine['origin'] = 'history',
  daysAgo = 30,
  vendorId = 'ven_a',
): CodedLine => ({ vendorId, description, value, origin, at: now - daysAgo * day });
const rule = (overrides: Partial<CodingRule>): CodingRule => ({
  id: 'r',
  kind: 'default',
  vendorId: null,
  vendorName: null,
  words: [],
  minCents: null,
  maxCents: null,
  value: 'Rule value',
  ...overrides,
});
const know = (over: Partial<Parameters<typeof predictDimension>[1]> = {}) => ({
  rules: [],
  vendorLines: [],
  otherLines: [],
  acrossVendors: true,
  ...over,
});

describe('the line-coding model', () => {
  it("prefers a person's value for an alike line of the vendor over a matching rule", () => {
    const suggestion = predictDimension(
      line('Toner cartridge HP-26A'),
      know({
        rules: [rule({ kind: 'description', words: ['toner'], value: 'Office Supplies' })],
        vendorLines: [coded('Toner cartridge HP-26A', 'Cost of Goods Sold', 'person')],
      }),
    );
    expect(suggestion).toMatchObject({ value: 'Cost of Goods Sold', source: 'correction' });
  });

  it('takes the most specific rule (words over vendor over amount) and names it', () => {
    const rules = [
      rule({ kind: 'amount', minCents: 0, maxCents: 50_000, value: 'Small' }),
      rule({ kind: 'vendor', vendorId: 'ven_a', vendorName: 'Acme', value: '6100' }),
      rule({ kind: 'description', words: ['freight'], value: 'Freight' }),
    ];
    expect(predictDimension(line('Inbound freight'), know({ rules }))?.reason).toBe(
      'rule: description has "freight" → Freight',
    );
    expect(predictDimension(line('Consulting'), know({ rules }))?.reason).toBe(
      'rule: vendor = Acme → 6100',
    );
  });

  it("votes the vendor's history by recency and similarity, saying how many lines agree", () => {
    const vendorLines = [
      ...Array.from({ length: 6 }, (_, i) => coded(`Hosting ${i}`, 'Hosting', 'history', 20 + i)),
      coded('Desk chair', 'Furniture', 'history', 40),
      coded('Desk chair ergonomic', 'Furniture', 'history', 60),
    ];
    const hosting = predictDimension(line('Hosting usage'), know({ vendorLines }));
    expect(hosting).toMatchObject({
      value: 'Hosting',
      reason: 'like 6 earlier lines from this vendor',
    });
    expect(isConfident(hosting)).toBe(true);
    expect(predictDimension(line('Desk chair'), know({ vendorLines }))?.value).toBe('Furniture');
  });

  it('leaves a split, thin history for a person, and a default rule only after history', () => {
    const vendorLines = [coded('Services', 'A'), coded('Services', 'B')];
    expect(isConfident(predictDimension(line('Services'), know({ vendorLines })))).toBe(false);
    const withDefault = predictDimension(
      line('Services'),
      know({ vendorLines, rules: [rule({ value: 'Fallback' })] }),
    );
    expect(withDefault).toMatchObject({ value: 'Fallback', source: 'default' });
  });

  it("asks other vendors' alike lines only for the account, or for a vendor with no history", () => {
    const otherLines = [1, 2, 3].map((i) =>
      coded('Fuel surcharge', 'Freight', 'history', i, `ven_${i}`),
    );
    const newVendor = line('Fuel surcharge', 'ven_new');
    expect(predictDimension(newVendor, know({ otherLines }))?.source).toBe('other_vendors');
    const vendorLines = [coded('Rent', 'Rent'), coded('Rent', 'Rent')];
    expect(
      predictDimension(
        line('Fuel surcharge'),
        know({ otherLines, vendorLines, acrossVendors: false }),
      )?.value,
    ).toBe('Rent');
  });
});
