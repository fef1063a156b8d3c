import {
  type OrganizationConfigurations,
  type SavedMandatoryChecks,
  SavedMandatoryChecksSchema,
  type SavedProtectedActions,
  SavedProtectedActionsSchema,
  type SavedVendorSubset,
  SavedVendorSubsetSchema,
} from '../contract/organization-configurations';
import {
  normalizeVendorSubsetSettings,
  parseVendorSubsetSettings,
} from '../vendor-subset/saved-vendor-subset';
import type { VendorSubsetSettings } from '../vendor-subset/vendor-subset-settings';
import type { MandatoryChecksConfig } from './mandatory-checks';
import {
  actionNeedsApproval,
  PROTECTED_ACTION_IDS,
  type ProtectedActionsConfig,
  setActionRequiresApproval,
} from './protected-actions';
import { parseMandatoryChecksConfig, parseProtectedActionsConfig } from './saved-config';

/** The compact form the server keeps: ids and on/off values only. */
export function compactMandatoryChecks(config: MandatoryChecksConfig): SavedMandatoryChecks {
  return config.map((group) => ({
    id: group.id,
    items: group.items.map(({ id, required }) => ({ id, required })),
  }));
}

export function compactProtectedActions(config: ProtectedActionsConfig): SavedProtectedActions {
  return config.map((group) => ({
    id: group.id,
    items: group.items.map(({ id, requiresApproval }) => ({ id, requiresApproval })),
  }));
}

/** What a saved value means today: merged onto the current defaults, then compact again. */
export const normalizeSavedMandatoryChecks = (saved: unknown): SavedMandatoryChecks =>
  compactMandatoryChecks(parseMandatoryChecksConfig(saved));

export const normalizeSavedProtectedActions = (saved: unknown): SavedProtectedActions =>
  compactProtectedActions(parseProtectedActionsConfig(saved));

/** Whether every payment needs an approved task under these protected actions (any amount). */
export const paymentExecutionProtected = (config: ProtectedActionsConfig): boolean =>
  actionNeedsApproval(config, PROTECTED_ACTION_IDS.executePayment);

/** The protected actions with 'Executing a Payment' set to what the server enforces. */
export const withPaymentProtection = (
  config: ProtectedActionsConfig,
  paymentProtected: boolean,
): ProtectedActionsConfig =>
  setActionRequiresApproval(config, PROTECTED_ACTION_IDS.executePayment, paymentProtected);

/** The browser's saved copies: the raw strings under the three storage keys. */
export interface LocalConfigurations {
  mandatoryChecks: string | null;
  protectedActions: string | null;
  vendorSubset: string | null;
}

export interface EffectiveConfigurations {
  mandatoryChecks: MandatoryChecksConfig;
  protectedActions: ProtectedActionsConfig;
  vendorSubset: VendorSubsetSettings;
}

/**
 * The configurations the settings page shows: the server copy wins where the organisation has
 * one, else the browser's, else the defaults; anything unreadable counts as absent.
 */
export function resolveConfigurations(
  server: OrganizationConfigurations | null | undefined,
  local: LocalConfigurations,
): EffectiveConfigurations {
  return {
    mandatoryChecks: parseMandatoryChecksConfig(server?.mandatory_checks ?? local.mandatoryChecks),
    protectedActions: parseProtectedActionsConfig(
      server?.protected_actions ?? local.protectedActions,
    ),
    vendorSubset: parseVendorSubsetSettings(server?.vendor_subset ?? local.vendorSubset),
  };
}

/** The browser's configurations to copy to the organisation's server copy, per kind. */
export interface ConfigurationsToCopy {
  mandatory_checks?: SavedMandatoryChecks;
  protected_actions?: SavedProtectedActions;
  vendor_subset?: SavedVendorSubset;
}

const readSaved = <T>(
  raw: string | null,
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
): T | undefined => {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * What the browser chose that the organisation has not saved: each kind the server answered
 * null for and the browser holds a readable value of, in the compact form the server keeps.
 * An unreadable local value (which shows as the defaults) is not copied.
 */
export function localConfigurationsToCopy(
  server: OrganizationConfigurations,
  local: LocalConfigurations,
): ConfigurationsToCopy {
  const copy: ConfigurationsToCopy = {};
  if (server.mandatory_checks === null) {
    const saved = readSaved(local.mandatoryChecks, SavedMandatoryChecksSchema);
    if (saved) copy.mandatory_checks = normalizeSavedMandatoryChecks(saved);
  }
  if (server.protected_actions === null) {
    const saved = readSaved(local.protectedActions, SavedProtectedActionsSchema);
    if (saved) copy.protected_actions = normalizeSavedProtectedActions(saved);
  }
  if (server.vendor_subset === null) {
    const saved = readSaved(local.vendorSubset, SavedVendorSubsetSchema);
    if (saved) copy.vendor_subset = normalizeVendorSubsetSettings(saved);
  }
  return copy;
}
