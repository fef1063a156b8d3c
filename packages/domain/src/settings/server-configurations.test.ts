import { describe, expect, it } from 'vitest';
import { OrganizationConfigurationsSchema } from '../contract/organization-configurations';
import { DEFAULT_VENDOR_SUBSET_SETTINGS } from '../vendor-subset/vendor-subset-settings';
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
import { serializeConfig } from './saved-config';
import {
  compactMandatoryChecks,
  localConfigurationsToCopy,
  normalizeSavedMandatoryChecks,
  normalizeSavedProtectedActions,
  paymentExecutionProtected,
  resolveConfigurations,
  withPaymentProtection,
} from './server-configurations';

const noLocal = { mandatoryChecks: null, protectedActions: null, vendorSubset: null };
const budgetEnforced = setMandatoryCheckRequired(
  DEFAULT_MANDATORY_CHECKS_CONFIG,
  'budget_code',
  true,
);
const fraudEnforced = setMandatoryCheckRequired(
  DEFAULT_MANDATORY_CHECKS_CONFIG,
  'fraud_detection',
  true,
);

describe('resolveConfigurations', () => {
  it('gives the defaults when neither the server nor the browser has saved anything', () => {
    const resolved = resolveConfigurations(null, noLocal);
    expect(resolved.mandatoryChecks).toBe(DEFAULT_MANDATORY_CHECKS_CONFIG);
    expect(resolved.protectedActions).toBe(DEFAULT_PROTECTED_ACTIONS_CONFIG);
    expect(resolved.vendorSubset).toEqual(DEFAULT_VENDOR_SUBSET_SETTINGS);
  });

  it("uses the browser's copy where the server has none", () => {
    const resolved = resolveConfigurations(
      { mandatory_checks: null, protected_actions: null, vendor_subset: null },
      { ...noLocal, mandatoryChecks: serializeConfig(budgetEnforced) },
    );
    expect(isCheckEnforced(resolved.mandatoryChecks, 'budget_code')).toBe(true);
  });

  it("lets the server's copy win over the browser's", () => {
    const resolved = resolveConfigurations(
      {
        mandatory_checks: compactMandatoryChecks(fraudEnforced),
        protected_actions: null,
        vendor_subset: { ...DEFAULT_VENDOR_SUBSET_SETTINGS, senders: ['a@b.test'] },
      },
      {
        mandatoryChecks: serializeConfig(budgetEnforced),
        protectedActions: null,
        vendorSubset: JSON.stringify({ ...DEFAULT_VENDOR_SUBSET_SETTINGS, domains: ['x.test'] }),
      },
    );
    expect(isCheckEnforced(resolved.mandatoryChecks, 'fraud_detection')).toBe(true);
    expect(isCheckEnforced(resolved.mandatoryChecks, 'budget_code')).toBe(false);
    // Names and descriptions come back from the defaults.
    expect(resolved.mandatoryChecks[0]?.items[0]?.name).toBe('Unique Invoice Number');
    expect(resolved.vendorSubset.senders).toEqual(['a@b.test']);
    expect(resolved.vendorSubset.domains).toEqual([]);
  });

  it('falls back to the defaults for an unreadable browser value', () => {
    const resolved = resolveConfigurations(null, {
      mandatoryChecks: '{corrupt',
      protectedActions: '[1,2]',
      vendorSubset: '{"internalSenders":"maybe"}',
    });
    expect(resolved.mandatoryChecks).toBe(DEFAULT_MANDATORY_CHECKS_CONFIG);
    expect(resolved.protectedActions).toBe(DEFAULT_PROTECTED_ACTIONS_CONFIG);
    expect(resolved.vendorSubset).toEqual(DEFAULT_VENDOR_SUBSET_SETTINGS);
  });
});

describe("copying the browser's configurations to an organisation that has none", () => {
  const serverNone = { mandatory_checks: null, protected_actions: null, vendor_subset: null };
  const subset = { ...DEFAULT_VENDOR_SUBSET_SETTINGS, externalSenders: 'limited' as const };
  const local = {
    mandatoryChecks: serializeConfig(budgetEnforced),
    protectedActions: '{"not": "groups"}',
    vendorSubset: JSON.stringify({ ...subset, domains: ['globex.io', 'GLOBEX.io'] }),
  };

  it('copies each readable kind the server lacks, compact, and never an unreadable one', () => {
    const copy = localConfigurationsToCopy(serverNone, local);
    expect(copy.mandatory_checks).toEqual(compactMandatoryChecks(budgetEnforced));
    expect(copy).not.toHaveProperty('protected_actions');
    expect(copy.vendor_subset).toEqual({ ...subset, domains: ['globex.io'] });
  });

  it('copies nothing the server already has, nor what the browser never saved', () => {
    const server = {
      ...serverNone,
      mandatory_checks: compactMandatoryChecks(DEFAULT_MANDATORY_CHECKS_CONFIG),
    };
    expect(localConfigurationsToCopy(server, { ...local, vendorSubset: null })).toEqual({});
    expect(localConfigurationsToCopy(serverNone, noLocal)).toEqual({});
  });
});

describe('normalizing what a client sends', () => {
  it('keeps always-required checks on, drops unknown ids and fills new ones', () => {
    const normalized = normalizeSavedMandatoryChecks([
      {
        id: 'invoice_contents',
        items: [
          { id: 'vendor_name', required: false },
          { id: 'invoice_dated', required: true },
          { id: 'no_such_check', required: true },
        ],
      },
    ]);
    const items = normalized.flatMap((group) => group.items);
    expect(items.find((item) => item.id === 'vendor_name')?.required).toBe(true);
    expect(items.find((item) => item.id === 'invoice_dated')?.required).toBe(true);
    expect(items.some((item) => item.id === 'no_such_check')).toBe(false);
    expect(items).toHaveLength(DEFAULT_MANDATORY_CHECKS_CONFIG.flatMap((g) => g.items).length);
    // What goes on the wire has only ids and values.
    expect(Object.keys(items[0] ?? {})).toEqual(['id', 'required']);
  });

  it('keeps always-protected actions protected', () => {
    const normalized = normalizeSavedProtectedActions([
      { id: 'making_payments', items: [{ id: 'high_value_payment', requiresApproval: false }] },
    ]);
    const item = normalized
      .flatMap((group) => group.items)
      .find((candidate) => candidate.id === 'high_value_payment');
    expect(item?.requiresApproval).toBe(true);
  });
});

describe('payment protection', () => {
  it("follows 'Executing a Payment' (protected by default)", () => {
    expect(paymentExecutionProtected(DEFAULT_PROTECTED_ACTIONS_CONFIG)).toBe(true);
    const off = setActionRequiresApproval(
      DEFAULT_PROTECTED_ACTIONS_CONFIG,
      'execute_payment',
      false,
    );
    expect(paymentExecutionProtected(off)).toBe(false);
    expect(actionNeedsApproval(withPaymentProtection(off, true), 'execute_payment')).toBe(true);
  });
});

describe('OrganizationConfigurationsSchema', () => {
  it('refuses a vendor subset entry SPEC §5 would not add', () => {
    const answer = OrganizationConfigurationsSchema.safeParse({
      mandatory_checks: null,
      protected_actions: null,
      vendor_subset: { ...DEFAULT_VENDOR_SUBSET_SETTINGS, domains: ['not a domain'] },
    });
    expect(answer.success).toBe(false);
  });
});
