import { SavedVendorSubsetSchema } from '../contract/organization-configurations';
import {
  DEFAULT_VENDOR_SUBSET_SETTINGS,
  type VendorSubsetSettings,
} from './vendor-subset-settings';

/**
 * Reads vendor subset settings saved in the browser (the raw string) or by the server. A value
 * that cannot be parsed, or holds an entry SPEC §5 would not have added, gives the defaults.
 */
export function parseVendorSubsetSettings(raw: unknown): VendorSubsetSettings {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ...DEFAULT_VENDOR_SUBSET_SETTINGS };
    }
  }
  const parsed = SavedVendorSubsetSchema.safeParse(value);
  return parsed.success
    ? normalizeVendorSubsetSettings(parsed.data)
    : { ...DEFAULT_VENDOR_SUBSET_SETTINGS };
}

const uniqueIgnoringCase = (entries: readonly string[]): string[] => {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = entry.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** Saved settings with repeated entries (compared without regard to case) dropped. */
export const normalizeVendorSubsetSettings = (
  settings: VendorSubsetSettings,
): VendorSubsetSettings => ({
  ...settings,
  domains: uniqueIgnoringCase(settings.domains),
  senders: uniqueIgnoringCase(settings.senders),
});

/** The string to store under the vendor subset's storage key. */
export const serializeVendorSubsetSettings = (settings: VendorSubsetSettings): string =>
  JSON.stringify(settings);
