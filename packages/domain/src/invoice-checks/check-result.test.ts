import { describe, expect, it } from 'vitest';
import { toComputedCheck } from './check-result';

const enforced = (id: string) => id !== 'phone_on_file';

describe('toComputedCheck', () => {
  it('passes with the pass reason when there are no problems', () => {
    expect(
      toComputedCheck(
        { name: 'line_items_present', problems: [], passReason: '2 line items' },
        enforced,
      ),
    ).toEqual({
      name: 'line_items_present',
      status: 'success',
      reason: '2 line items',
      blocking: false,
    });
  });

  it('fails blocking when an enforced problem is among them, marking the others', () => {
    const check = toComputedCheck(
      {
        name: 'vendor_required_fields',
        passReason: '',
        problems: [
          { reason: 'Tax ID missing', gates: ['tax_id_known'] },
          { reason: 'Phone missing', gates: ['phone_on_file'] },
        ],
      },
      enforced,
    );
    expect(check).toEqual({
      name: 'vendor_required_fields',
      status: 'failed',
      reason: 'Tax ID missing; Phone missing (not enforced)',
      blocking: true,
    });
  });

  it('fails without blocking when no problem is enforced', () => {
    const check = toComputedCheck(
      {
        name: 'vendor_required_fields',
        passReason: '',
        problems: [{ reason: 'Phone missing', gates: ['phone_on_file'] }],
      },
      enforced,
    );
    expect(check).toMatchObject({
      status: 'failed',
      reason: 'Phone missing (not enforced)',
      blocking: false,
    });
  });
});
