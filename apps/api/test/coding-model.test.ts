import { describe, expect, it } from 'vitest';
import type { CodedLine, CodingRule } from '../src/coding/model/model-types';
import { isConfident, predictDimension } from '../src/coding/model/predict-coding';

const day = 86_400_000;
const now = Date.UTC(2026, 10, 1);
const line = (
  description: string,
  vendorId: string | null = 'ven_a',
  account: string | null = null,
) => ({ vendorId, description, amountCents: 12_000, at: now, account });
const coded = (
  description: string,
  value: string,
  origin: CodedLine['origin'] = 'history',
  daysAgo = 30,
  vendorId = 'ven_a',
  account: string | null = null,
): CodedLine => ({ vendorId, description, value, origin, at: now - daysAgo * day, account });
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

  it("codes a line like the one earlier line of the very same words, over the vendor's usual", () => {
    const vendorLines = [
      ...Array.from({ length: 12 }, (_, i) =>
        coded(`Seats x${i}`, 'Sales', 'history', 10 + 20 * i),
      ),
      coded('Implementation services', 'Engineering', 'history', 60),
    ];
    const suggestion = predictDimension(
      line('IMPLEMENTATION SERVICES'),
      know({ vendorLines, acrossVendors: false }),
    );
    expect(suggestion?.value).toBe('Engineering');
    expect(isConfident(suggestion)).toBe(true);
  });

  it("takes a class from the vendor's lines on the line's account, even when one of those was booked to a wrong account", () => {
    const vendorLines = [
      ...Array.from({ length: 10 }, (_, i) =>
        coded(`Laptop ${i}`, 'Marketing', 'history', 10 + 20 * i, 'ven_a', 'Fixed Assets'),
      ),
      coded('Repair screen', 'Engineering', 'history', 40, 'ven_a', 'Repairs'),
      coded('Repair keyboard', 'Engineering', 'history', 80, 'ven_a', 'Repairs'),
      coded('Gas usage', 'Sales', 'history', 30, 'ven_a', 'Rent'),
    ];
    const know2 = know({ vendorLines, acrossVendors: false });
    const warranty = predictDimension(line('Extended warranty', 'ven_a', 'Repairs'), know2);
    expect(warranty).toMatchObject({
      value: 'Engineering',
      reason: 'like 2 earlier lines from this vendor on the same account',
    });
    // The miscoded account of the alike line does not silence it.
    expect(predictDimension(line('Gas usage', 'ven_a', 'Fixed Assets'), know2)?.value).toBe(
      'Sales',
    );
  });

  it("lets another vendor's alike line set the account of a purchase new to the vendor", () => {
    const vendorLines = Array.from({ length: 12 }, (_, i) =>
      coded(`Laptop ${i}`, 'Fixed Assets', 'history', 10 + 20 * i),
    );
    const otherLines = [coded('Keyboard & mouse set', 'Furniture', 'history', 90, 'ven_b')];
    const suggestion = predictDimension(
      line('Keyboard & mouse set'),
      know({ vendorLines, otherLines }),
    );
    expect(suggestion).toMatchObject({ value: 'Furniture', source: 'other_vendors' });
    expect(isConfident(suggestion)).toBe(true);
  });

  it("counts each other vendor once, and keeps a new vendor's class from them a hint", () => {
    const otherLines = Array.from({ length: 12 }, (_, i) =>
      coded(`Team lunch ${i} people`, 'Marketing', 'history', 5 + 10 * i, 'ven_b'),
    );
    const suggestion = predictDimension(
      line('Team lunch 9 people', 'ven_new'),
      know({ otherLines, acrossVendors: false }),
    );
    expect(suggestion).toMatchObject({ value: 'Marketing', source: 'other_vendors' });
    expect(isConfident(suggestion)).toBe(false);
  });

  it("takes the class of the vendor's lines other vendors code as they code lines like this", () => {
    // The vendor never billed "Detention"; carriers that did code it as their surcharges.
    const vendorLines = [
      ...Array.from({ length: 10 }, (_, i) =>
        coded(
          `Ground freight ${i} pallets`,
          'Engineering',
          'history',
          10 + 20 * i,
          'ven_a',
          'Freight',
        ),
      ),
      ...[20, 60, 100].map((d) =>
        coded('Fuel surcharge', 'Sales', 'history', d, 'ven_a', 'Freight'),
      ),
    ];
    const carrier = (vendorId: string, surcharges: string, freight: string) => [
      coded('Detention 3 hrs', surcharges, 'history', 30, vendorId, 'Freight'),
      coded('Fuel surcharge', surcharges, 'history', 40, vendorId, 'Freight'),
      coded('Ground freight 2 pallets', freight, 'history', 50, vendorId, 'Freight'),
    ];
    const otherLines = [
      ...carrier('ven_b', 'Operations', 'Marketing'),
      ...carrier('ven_c', 'Administration', 'Sales'),
    ];
    const suggestion = predictDimension(
      line('Detention 12 hrs', 'ven_a', 'Freight'),
      know({ vendorLines, otherLines, acrossVendors: false }),
    );
    expect(suggestion).toMatchObject({ value: 'Sales', source: 'history' });
    expect(suggestion?.reason).toContain('"Fuel surcharge"');
    expect(isConfident(suggestion)).toBe(true);
  });
});
