import { describe, expect, it } from 'vitest';
import { parseVendorSubsetSettings, serializeVendorSubsetSettings } from './saved-vendor-subset';
import { DEFAULT_VENDOR_SUBSET_SETTINGS } from './vendor-subset-settings';

describe('parseVendorSubsetSettings', () => {
  it.each([
    null,
    undefined,
    '',
    '{',
    'null',
    '[]',
    '{"internalSenders":"review"}',
    '{"internalSenders":"review","externalSenders":"limited","domains":["bad domain"],"senders":[]}',
    '{"internalSenders":"review","externalSenders":"limited","domains":[],"senders":["no-at"]}',
  ])('falls back to the defaults for %j', (raw) => {
    expect(parseVendorSubsetSettings(raw)).toEqual(DEFAULT_VENDOR_SUBSET_SETTINGS);
  });

  it('round-trips saved settings and drops repeats ignoring case', () => {
    const settings = {
      internalSenders: 'review' as const,
      externalSenders: 'limited' as const,
      domains: ['acme.test', 'ACME.test'],
      senders: ['ap@vendor.test'],
    };
    expect(parseVendorSubsetSettings(serializeVendorSubsetSettings(settings))).toEqual({
      ...settings,
      domains: ['acme.test'],
    });
  });
});
