import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyCheckOverrides,
  hasCheckOverrides,
  overrideCheck,
  overriderName,
  UNKNOWN_USER_NAME,
} from './check-override';

afterEach(() => {
  vi.unstubAllEnvs();
});

const failed = { name: 'line_items_present', status: 'failed' } as const;
const passed = { name: 'invoice_number_unique', status: 'success' } as const;

describe('overriderName', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.com' }, 'Ada Lovelace'],
    [{ firstName: 'Ada', lastName: null, email: 'ada@x.com' }, 'Ada'],
    [{ firstName: '', lastName: 'Lovelace' }, 'Lovelace'],
    [{ firstName: '  ', lastName: '  ', email: 'ada@x.com' }, 'ada@x.com'],
    [{ email: 'ada@x.com' }, 'ada@x.com'],
    [{ email: '' }, UNKNOWN_USER_NAME],
    [{}, 'Unknown User'],
    [null, 'Unknown User'],
    [undefined, 'Unknown User'],
  ])('%j -> %s', (user, name) => {
    expect(overriderName(user)).toBe(name);
  });
});

describe('overrideCheck', () => {
  it('records who and a local en-US timestamp', () => {
    vi.stubEnv('TZ', 'UTC');
    const now = new Date('2024-03-01T14:05:09Z');
    const result = overrideCheck({}, failed, { firstName: 'Ada', lastName: 'L' }, now);
    expect(result).toEqual({ line_items_present: { by: 'Ada L', at: '3/1/2024, 2:05:09 PM' } });
  });

  it('does not mutate the previous overrides', () => {
    const before = {};
    const after = overrideCheck(before, failed, null);
    expect(before).toEqual({});
    expect(after.line_items_present?.by).toBe('Unknown User');
  });

  it('refuses to override a passing check', () => {
    const before = {};
    expect(overrideCheck(before, passed, null)).toBe(before);
  });

  it('keeps the first override of a check', () => {
    const first = overrideCheck({}, failed, { email: 'a@x.com' });
    expect(overrideCheck(first, failed, { email: 'b@x.com' })).toBe(first);
  });
});

describe('hasCheckOverrides', () => {
  it('is true once any check is overridden', () => {
    expect(hasCheckOverrides({})).toBe(false);
    expect(hasCheckOverrides(overrideCheck({}, failed, null))).toBe(true);
  });
});

describe('applyCheckOverrides', () => {
  it('marks overridden failed checks and leaves the rest', () => {
    const overrides = { line_items_present: { by: 'Ada', at: 'x' } };
    const checks = [failed, passed, { name: 'other', status: 'failed' as const }];
    expect(applyCheckOverrides(checks, overrides)).toEqual([
      { ...failed, overridden: true, overridden_by: 'Ada' },
      passed,
      { name: 'other', status: 'failed' },
    ]);
  });

  it('ignores an override for a check that now passes', () => {
    const overrides = { invoice_number_unique: { by: 'Ada', at: 'x' } };
    expect(applyCheckOverrides([passed], overrides)).toEqual([passed]);
  });
});
