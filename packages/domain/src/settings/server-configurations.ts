import type {
  OrganizationConfigurations,
  SavedMandatoryChecks,
  SavedProtectedActions,
} from '../contract/organization-configurations';
import { parseVendorSubsetSettings } from '../vendor-subset/saved-vendor-subset';
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
