import { describe, expect, it } from 'vitest';
import {
  CHECK_DISPLAY_NAMES,
  CHECK_NAMES,
  getCheckDisplayName,
  getCheckTooltip,
  REQUIRED_FIELDS_TOOLTIPS,
} from './check-names';

describe('check display names', () => {
  it('has display text for each of the 8 check names', () => {
    expect(CHECK_NAMES).toHaveLength(8);
    for (const name of CHECK_NAMES) {
      expect(getCheckDisplayName(name)).toBe(CHECK_DISPLAY_NAMES[name]);
      expect(getCheckDisplayName(name)).not.toContain('_');
    }
    expect(new Set(Object.values(CHECK_DISPLAY_NAMES)).size).toBe(8);
  });

  it('humanises unknown names', () => {
    expect(getCheckDisplayName('po_number_matches')).toBe('Po Number Matches');
    expect(getCheckDisplayName('__weird__name')).toBe('Weird Name');
    expect(getCheckDisplayName('')).toBe('');
  });

  it('does not treat Object.prototype keys as check names', () => {
    expect(getCheckDisplayName('toString')).toBe('ToString');
    expect(getCheckTooltip('constructor')).toBeNull();
  });
});

describe('required-fields tooltips', () => {
  it('names what an invoice needs', () => {
    const text = getCheckTooltip('invoice_required_fields');
    expect(text).toBe(REQUIRED_FIELDS_TOOLTIPS.invoice_required_fields);
    for (const part of ['invoice number', 'total amount', 'internal requisitioner']) {
      expect(text).toContain(part);
    }
  });

  it('names what a vendor needs', () => {
    const text = getCheckTooltip('vendor_required_fields');
    for (const part of [
      'name',
      'address',
      'tax ID and tax ID type',
      'legal entity name and type',
      'legal address',
      'bank name and address',
      'beneficiary name',
      'account number',
      'routing number',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('is null for other checks', () => {
    expect(getCheckTooltip('line_items_present')).toBeNull();
    expect(getCheckTooltip('unknown')).toBeNull();
  });
});
