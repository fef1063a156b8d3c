import { describe, expect, it } from 'vitest';
import { CHECK_NAMES } from '../checks/check-names';
import {
  DEFAULT_MANDATORY_CHECKS_CONFIG,
  setMandatoryCheckRequired,
} from '../settings/mandatory-checks';
import { CHECK_GATES, enforcedIn, failureBlocks } from './check-gates';

const configIds = DEFAULT_MANDATORY_CHECKS_CONFIG.flatMap((group) => group.items).map(
  (item) => item.id,
);

describe('CHECK_GATES', () => {
  it('covers the eight checks with configuration ids that exist', () => {
    expect(Object.keys(CHECK_GATES)).toEqual([...CHECK_NAMES]);
    for (const gates of Object.values(CHECK_GATES)) {
      for (const id of gates) expect(configIds).toContain(id);
    }
  });

  it('maps every always-required item to a check', () => {
    const always = DEFAULT_MANDATORY_CHECKS_CONFIG.flatMap((group) => group.items)
      .filter((item) => item.alwaysRequired)
      .map((item) => item.id);
    const gated = new Set<string>(Object.values(CHECK_GATES).flat());
    expect(always.filter((id) => !gated.has(id))).toEqual([]);
  });
});

describe('enforcedIn', () => {
  const enforced = enforcedIn(DEFAULT_MANDATORY_CHECKS_CONFIG);

  it('reads the configuration, always-required items always on', () => {
    expect(enforced('tax_id_known')).toBe(true);
    expect(enforced('duplicate_prevention')).toBe(false);
    expect(enforced('remittance_info')).toBe(true);
    const off = setMandatoryCheckRequired(DEFAULT_MANDATORY_CHECKS_CONFIG, 'tax_id_known', false);
    expect(enforcedIn(off)('tax_id_known')).toBe(false);
  });

  it('treats an id the configuration does not know as enforced', () => {
    expect(enforced('no_such_item')).toBe(true);
  });
});

describe('failureBlocks', () => {
  const enforced = enforcedIn(DEFAULT_MANDATORY_CHECKS_CONFIG);
  it('blocks when any gate is enforced, or when there is none', () => {
    expect(failureBlocks(['duplicate_prevention'], enforced)).toBe(false);
    expect(failureBlocks(['duplicate_prevention', 'unique_invoice_number'], enforced)).toBe(true);
    expect(failureBlocks([], enforced)).toBe(true);
  });
});
