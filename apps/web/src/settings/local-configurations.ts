import { type LocalConfigurations, STORAGE_KEYS } from '@ap/domain';
import { getApiSession } from '../api/session';

const CONFIGURATION_KEYS = [
  STORAGE_KEYS.mandatoryChecksConfig,
  STORAGE_KEYS.protectedActionsConfig,
  STORAGE_KEYS.vendorSubsetSettings,
] as const;

const read = (key: string) => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: nothing saved
  }
};

const NOTHING_SAVED: LocalConfigurations = {
  mandatoryChecks: null,
  protectedActions: null,
  vendorSubset: null,
};

/**
 * The browser's saved configurations for an organisation (by default the one the API calls act
 * for): the raw strings under the documented keys. They belong to the organisation they were
 * saved for, so another organisation of the same user sees (and is sent) none of them; copies
 * saved before the owner was recorded count as the current organisation's.
 */
export function readLocalConfigurations(
  orgId: string | null = getApiSession().orgId,
): LocalConfigurations {
  const owner = read(STORAGE_KEYS.localConfigurationsOrg);
  if (owner && orgId && owner !== orgId) return NOTHING_SAVED;
  return {
    mandatoryChecks: read(STORAGE_KEYS.mandatoryChecksConfig),
    protectedActions: read(STORAGE_KEYS.protectedActionsConfig),
    vendorSubset: read(STORAGE_KEYS.vendorSubsetSettings),
  };
}

/** Records that the saved configurations (if any) are this organisation's. */
export function claimLocalConfigurations(orgId: string): void {
  try {
    if (!read(STORAGE_KEYS.localConfigurationsOrg))
      window.localStorage.setItem(STORAGE_KEYS.localConfigurationsOrg, orgId);
  } catch {
    // storage blocked: nothing saved to claim
  }
}

/**
 * Stores a value for an organisation; another organisation's saved configurations are dropped
 * first, so they never mix. Throws when the browser refuses (quota, privacy mode).
 */
export function writeLocalConfiguration(
  key: string,
  value: string,
  orgId: string | null = getApiSession().orgId,
): void {
  const storage = window.localStorage;
  if (orgId) {
    const owner = storage.getItem(STORAGE_KEYS.localConfigurationsOrg);
    if (owner && owner !== orgId) for (const saved of CONFIGURATION_KEYS) storage.removeItem(saved);
    storage.setItem(STORAGE_KEYS.localConfigurationsOrg, orgId);
  }
  storage.setItem(key, value);
}
