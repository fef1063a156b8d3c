import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MANDATORY_CHECKS_CONFIG,
  isCheckEnforced,
  setMandatoryCheckRequired,
} from './mandatory-checks';
import {
  actionNeedsApproval,
  DEFAULT_PROTECTED_ACTIONS_CONFIG,
  setActionRequiresApproval,
} from './protected-actions';
import {
  parseMandatoryChecksConfig,
  parseProtectedActionsConfig,
  serializeConfig,
} from './saved-config';

describe('parseMandatoryChecksConfig', () => {
  it.each([
    null,
    undefined,
    '',
    '{',
    'not json',
    'null',
    '42',
    '"text"',
    '{}',
    '[{"id":"x"}]',
    '[{"id":"x","items":[{"id":"vendor_name"}]}]',
    '[{"id":"x","items":[{"id":"vendor_name","required":"yes"}]}]',
    '[{"id":"x","items":[{"id":"","required":true}]}]',
    { groups: [] },
  ])('falls back to the defaults for %j', (raw) => {
    expect(parseMandatoryChecksConfig(raw)).toBe(DEFAULT_MANDATORY_CHECKS_CONFIG);
  });

  it('round-trips a saved configuration', () => {
    const edited = setMandatoryCheckRequired(
      DEFAULT_MANDATORY_CHECKS_CONFIG,
      'fraud_detection',
      true,
    );
    const restored = parseMandatoryChecksConfig(serializeConfig(edited));
    expect(restored).toEqual(edited);
    expect(isCheckEnforced(restored, 'fraud_detection')).toBe(true);
  });

  it('accepts an already parsed value', () => {
    const edited = setMandatoryCheckRequired(DEFAULT_MANDATORY_CHECKS_CONFIG, 'department', true);
    expect(parseMandatoryChecksConfig(JSON.parse(serializeConfig(edited)))).toEqual(edited);
  });

  it('keeps always-required checks on even when the stored value says off', () => {
    const raw = JSON.stringify([
      {
        id: 'g',
        items: [
          { id: 'vendor_name', required: false },
          { id: 'budget_code', required: true },
        ],
      },
    ]);
    const config = parseMandatoryChecksConfig(raw);
    expect(isCheckEnforced(config, 'vendor_name')).toBe(true);
    expect(isCheckEnforced(config, 'budget_code')).toBe(true);
    // checks the stored copy lacks keep their default
    expect(isCheckEnforced(config, 'tax_id_known')).toBe(true);
    expect(isCheckEnforced(config, 'department')).toBe(false);
  });

  it('drops unknown checks and takes names from the defaults', () => {
    const raw = JSON.stringify([
      {
        id: 'g',
        name: 'Old',
        items: [
          { id: 'retired', required: true, name: 'Gone' },
          { id: 'department', required: true, name: 'Dept (old name)' },
        ],
      },
    ]);
    const config = parseMandatoryChecksConfig(raw);
    const items = config.flatMap((group) => group.items);
    expect(items.some((item) => item.id === 'retired')).toBe(false);
    expect(items.find((item) => item.id === 'department')?.name).toBe('Department');
    expect(config.map((group) => group.name)).toEqual(
      DEFAULT_MANDATORY_CHECKS_CONFIG.map((group) => group.name),
    );
  });
});

describe('parseProtectedActionsConfig', () => {
  it.each([null, 'garbage', '[1,2]', '[{"id":"g","items":[{"id":"a","requiresApproval":1}]}]'])(
    'falls back to the defaults for %j',
    (raw) => {
      expect(parseProtectedActionsConfig(raw)).toBe(DEFAULT_PROTECTED_ACTIONS_CONFIG);
    },
  );

  it('does not accept a mandatory checks configuration', () => {
    const mandatory = serializeConfig(DEFAULT_MANDATORY_CHECKS_CONFIG);
    expect(parseProtectedActionsConfig(mandatory)).toBe(DEFAULT_PROTECTED_ACTIONS_CONFIG);
  });

  it('round-trips and keeps always-protected actions on', () => {
    const edited = setActionRequiresApproval(
      DEFAULT_PROTECTED_ACTIONS_CONFIG,
      'email_external_party',
      false,
    );
    expect(parseProtectedActionsConfig(serializeConfig(edited))).toEqual(edited);
    const tampered = JSON.stringify([
      { id: 'g', items: [{ id: 'high_value_payment', requiresApproval: false }] },
    ]);
    expect(actionNeedsApproval(parseProtectedActionsConfig(tampered), 'high_value_payment')).toBe(
      true,
    );
  });
});
