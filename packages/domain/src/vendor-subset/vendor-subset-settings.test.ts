import { describe, expect, it } from 'vitest';
import {
  addVendorSubsetEntry,
  canAddVendorSubsetEntry,
  DEFAULT_VENDOR_SUBSET_SETTINGS,
  removeVendorSubsetEntry,
  type VendorSubsetSettings,
} from './vendor-subset-settings';

const empty: VendorSubsetSettings = {
  ...DEFAULT_VENDOR_SUBSET_SETTINGS,
  externalSenders: 'limited',
};

describe('DEFAULT_VENDOR_SUBSET_SETTINGS', () => {
  it('ignores internal senders and takes all external senders', () => {
    expect(DEFAULT_VENDOR_SUBSET_SETTINGS).toEqual({
      internalSenders: 'ignore',
      externalSenders: 'all',
      domains: [],
      senders: [],
    });
  });
});

describe('addVendorSubsetEntry', () => {
  it('adds an e-mail address as a sender', () => {
    const { settings, added } = addVendorSubsetEntry(empty, ' ap@acme.com ');
    expect(added).toEqual({ kind: 'sender', value: 'ap@acme.com' });
    expect(settings.senders).toEqual(['ap@acme.com']);
    expect(settings.domains).toEqual([]);
    expect(empty.senders).toEqual([]);
  });

  it('adds a domain', () => {
    const { settings, added } = addVendorSubsetEntry(empty, 'acme.com');
    expect(added).toEqual({ kind: 'domain', value: 'acme.com' });
    expect(settings.domains).toEqual(['acme.com']);
  });

  it('keeps entries in the order added', () => {
    let settings = empty;
    for (const input of ['b.com', 'a.com', 'x@b.com']) {
      settings = addVendorSubsetEntry(settings, input).settings;
    }
    expect(settings.domains).toEqual(['b.com', 'a.com']);
    expect(settings.senders).toEqual(['x@b.com']);
  });

  it.each(['acme.com', 'ACME.COM', ' acme.com '])('does not add duplicate domain %j', (input) => {
    const once = addVendorSubsetEntry(empty, 'acme.com').settings;
    const twice = addVendorSubsetEntry(once, input);
    expect(twice.added).toBeNull();
    expect(twice.settings).toBe(once);
  });

  it('does not add a duplicate sender', () => {
    const once = addVendorSubsetEntry(empty, 'ap@acme.com').settings;
    expect(addVendorSubsetEntry(once, 'AP@acme.com').added).toBeNull();
  });

  it('lets the same text be a domain and part of a sender', () => {
    const withSender = addVendorSubsetEntry(empty, 'ap@acme.com').settings;
    expect(addVendorSubsetEntry(withSender, 'acme.com').added).toEqual({
      kind: 'domain',
      value: 'acme.com',
    });
  });

  it.each(['', '   ', 'not valid', 'acme', null])('silently ignores %j', (input) => {
    const result = addVendorSubsetEntry(empty, input);
    expect(result).toEqual({ settings: empty, added: null });
    expect(result.settings).toBe(empty);
  });
});

describe('removeVendorSubsetEntry', () => {
  it('removes a chip', () => {
    const settings = { ...empty, domains: ['a.com', 'b.com'], senders: ['x@a.com'] };
    expect(removeVendorSubsetEntry(settings, { kind: 'domain', value: 'a.com' }).domains).toEqual([
      'b.com',
    ]);
    expect(removeVendorSubsetEntry(settings, { kind: 'sender', value: 'x@a.com' }).senders).toEqual(
      [],
    );
  });

  it('returns the same settings when the entry is absent', () => {
    expect(removeVendorSubsetEntry(empty, { kind: 'domain', value: 'a.com' })).toBe(empty);
  });
});

describe('canAddVendorSubsetEntry', () => {
  it('is false while the field is empty', () => {
    expect(canAddVendorSubsetEntry('')).toBe(false);
    expect(canAddVendorSubsetEntry('  ')).toBe(false);
    expect(canAddVendorSubsetEntry(null)).toBe(false);
    expect(canAddVendorSubsetEntry('a')).toBe(true);
  });
});
