import { describe, expect, it } from 'vitest';
import { groupChecks } from './group-checks';

const checks = [
  { name: 'invoice_number_unique', status: 'success' },
  { name: 'line_items_present', status: 'failed' },
  { name: 'payment_readiness', status: 'failed' },
] as const;

const names = (list: { check: { name: string } }[]) => list.map((entry) => entry.check.name);

describe('groupChecks', () => {
  it('splits successful and failed checks, keeping order', () => {
    const { passing, failing } = groupChecks(checks);
    expect(names(passing)).toEqual(['invoice_number_unique']);
    expect(names(failing)).toEqual(['line_items_present', 'payment_readiness']);
    expect(passing[0]).toMatchObject({
      displayName: 'Unique Invoice Number',
      overridden: false,
      overriddenBy: null,
      overriddenAt: null,
    });
  });

  it('moves an overridden failed check to passing, marked overridden', () => {
    const overrides = { line_items_present: { by: 'Ada Lovelace', at: '1/2/2024, 3:04:05 PM' } };
    const { passing, failing } = groupChecks(checks, overrides);
    expect(names(passing)).toEqual(['invoice_number_unique', 'line_items_present']);
    expect(names(failing)).toEqual(['payment_readiness']);
    expect(passing[1]).toMatchObject({
      displayName: 'Line Items Present',
      overridden: true,
      overriddenBy: 'Ada Lovelace',
      overriddenAt: '1/2/2024, 3:04:05 PM',
    });
  });

  it('does not mark a successful check overridden even with an override entry', () => {
    const overrides = { invoice_number_unique: { by: 'Ada', at: 'x' } };
    expect(groupChecks(checks, overrides).passing[0]?.overridden).toBe(false);
  });

  it('shows a saved override as passing', () => {
    const saved = [
      { name: 'payment_readiness', status: 'failed', overridden: true, overridden_by: 'Bo' },
    ] as const;
    const { passing, failing } = groupChecks(saved);
    expect(failing).toEqual([]);
    expect(passing[0]).toMatchObject({ overridden: true, overriddenBy: 'Bo', overriddenAt: null });
  });

  it.each([null, undefined, []])('gives empty groups for %j', (input) => {
    expect(groupChecks(input)).toEqual({ passing: [], failing: [] });
  });
});
