import { describe, expect, it } from 'vitest';
import type { ComputedCheck } from './check-result';
import { NOT_ENFORCED_OVERRIDER, resolveOverride } from './keep-override';

const failing = (reason: string, blocking = true): ComputedCheck => ({
  name: 'line_items_total_matches',
  status: 'failed',
  reason,
  blocking,
});
const mismatch = 'Line items total $1,200.00 but invoice total is $1,250.50';
const overriddenBefore = (reason: string | undefined, by = 'Dana Lopez') => ({
  name: 'line_items_total_matches',
  status: 'failed' as const,
  overridden: true,
  overridden_by: by,
  ...(reason === undefined ? {} : { reason }),
});

describe('resolveOverride', () => {
  it('keeps a person’s override while the check fails for the same reason', () => {
    expect(resolveOverride(failing(mismatch), overriddenBefore(mismatch))).toEqual({
      ...failing(mismatch),
      overridden: true,
      overridden_by: 'Dana Lopez',
    });
  });

  it('drops it when the reason changes (the inputs behind the failure changed)', () => {
    const other = 'Line items total $1,100.00 but invoice total is $1,250.50';
    expect(resolveOverride(failing(other), overriddenBefore(mismatch))).toMatchObject({
      overridden: false,
      overridden_by: null,
    });
  });

  it('drops it when the check passes, so a later failure is not overridden', () => {
    const passed = { ...failing('ok'), status: 'success' as const, blocking: false };
    expect(resolveOverride(passed, overriddenBefore(mismatch))).toMatchObject({
      status: 'success',
      overridden: false,
      overridden_by: null,
    });
  });

  it('keeps an override stored before reasons existed while the check fails', () => {
    expect(resolveOverride(failing(mismatch), overriddenBefore(undefined))).toMatchObject({
      overridden: true,
      overridden_by: 'Dana Lopez',
    });
  });

  it('ignores whether a part was marked not enforced when comparing reasons', () => {
    const before = overriddenBefore('Tax ID missing; Phone missing (not enforced)');
    expect(resolveOverride(failing('Tax ID missing; Phone missing'), before).overridden).toBe(true);
  });

  it('marks a failure the configuration does not enforce as overridden by it', () => {
    expect(resolveOverride(failing(mismatch, false), undefined)).toMatchObject({
      status: 'failed',
      overridden: true,
      overridden_by: NOT_ENFORCED_OVERRIDER,
      blocking: false,
    });
  });

  it('recomputes that mark: once enforced, the failure blocks again', () => {
    const waived = overriddenBefore(mismatch, NOT_ENFORCED_OVERRIDER);
    expect(resolveOverride(failing(mismatch, true), waived)).toMatchObject({
      overridden: false,
      overridden_by: null,
    });
  });

  it('leaves a blocking failure without an earlier override failing', () => {
    const notOverridden = { ...overriddenBefore(mismatch), overridden: false };
    expect(resolveOverride(failing(mismatch), notOverridden).overridden).toBe(false);
    expect(resolveOverride(failing(mismatch), undefined).overridden).toBe(false);
  });
});
