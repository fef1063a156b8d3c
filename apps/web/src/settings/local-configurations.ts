import { type LocalConfigurations, STORAGE_KEYS } from '@ap/domain';

/** The browser's saved configurations: the raw strings under the documented keys. */
export function readLocalConfigurations(): LocalConfigurations {
  const read = (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null; // storage blocked: nothing saved
    }
  };
  return {
    mandatoryChecks: read(STORAGE_KEYS.mandatoryChecksConfig),
    protectedActions: read(STORAGE_KEYS.protectedActionsConfig),
    vendorSubset: read(STORAGE_KEYS.vendorSubsetSettings),
  };
}

/** Stores a value; throws when the browser refuses (quota, privacy mode). */
export function writeLocalConfiguration(key: string, value: string): void {
  window.localStorage.setItem(key, value);
}
