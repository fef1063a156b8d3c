import { classifyVendorSubsetEntry, type VendorSubsetEntry } from './classify-entry';

/** Internal senders: Review or Ignore. External senders and domains: All or Limited. */
export interface VendorSubsetSettings {
  internalSenders: 'review' | 'ignore';
  externalSenders: 'all' | 'limited';
  domains: string[];
  senders: string[];
}

export const DEFAULT_VENDOR_SUBSET_SETTINGS: Readonly<VendorSubsetSettings> = {
  internalSenders: 'ignore',
  externalSenders: 'all',
  domains: [],
  senders: [],
};

export interface AddEntryResult {
  settings: VendorSubsetSettings;
  /** What was added (for the "Domain x added successfully" toast), or null when nothing was. */
  added: VendorSubsetEntry | null;
}

const listOf = (kind: VendorSubsetEntry['kind']) => (kind === 'sender' ? 'senders' : 'domains');

/**
 * Adds a typed entry as a sender or a domain unless it is already present (compared without
 * regard to case). Empty or unrecognised input adds nothing and returns the same settings.
 */
export function addVendorSubsetEntry(
  settings: VendorSubsetSettings,
  input: string | null | undefined,
): AddEntryResult {
  const entry = classifyVendorSubsetEntry(input);
  if (!entry) return { settings, added: null };
  const key = listOf(entry.kind);
  const wanted = entry.value.toLowerCase();
  if (settings[key].some((existing) => existing.toLowerCase() === wanted)) {
    return { settings, added: null };
  }
  return { settings: { ...settings, [key]: [...settings[key], entry.value] }, added: entry };
}

/** Removes a chip. */
export function removeVendorSubsetEntry(
  settings: VendorSubsetSettings,
  entry: VendorSubsetEntry,
): VendorSubsetSettings {
  const key = listOf(entry.kind);
  if (!settings[key].includes(entry.value)) return settings;
  return { ...settings, [key]: settings[key].filter((existing) => existing !== entry.value) };
}

/** The Add button is disabled while the field is empty. */
export function canAddVendorSubsetEntry(input: string | null | undefined): boolean {
  return (input ?? '').trim() !== '';
}
