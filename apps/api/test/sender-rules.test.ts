import { DEFAULT_VENDOR_SUBSET_SETTINGS, type VendorSubsetSettings } from '@ap/domain';
import { describe, expect, it } from 'vitest';
import { decideSender } from '../src/mail-intake/processing/sender-rules';
import { normaliseVendorName } from '../src/vendors/vendor-name';

const settings = (change: Partial<VendorSubsetSettings>): VendorSubsetSettings => ({
  ...DEFAULT_VENDOR_SUBSET_SETTINGS,
  ...change,
});
const MAILBOX = 'ap@acme.test';

describe('vendor subset at intake (SPEC §2)', () => {
  it('ignores internal senders by default and reads them when set to Review', () => {
    expect(decideSender(DEFAULT_VENDOR_SUBSET_SETTINGS, MAILBOX, 'Boss@Acme.test')).toEqual({
      read: false,
      reason: 'Internal sender boss@acme.test: internal senders are set to Ignore',
    });
    expect(
      decideSender(settings({ internalSenders: 'review' }), MAILBOX, 'boss@eu.acme.test'),
    ).toEqual({ read: true, internal: true });
  });

  it('reads every external sender with All, and only listed senders and domains with Limited', () => {
    expect(decideSender(DEFAULT_VENDOR_SUBSET_SETTINGS, MAILBOX, 'x@vendor.test').read).toBe(true);
    const limited = settings({
      externalSenders: 'limited',
      domains: ['northwind.test'],
      senders: ['ar@contoso.test'],
    });
    expect(decideSender(limited, MAILBOX, 'billing@mail.northwind.test').read).toBe(true);
    expect(decideSender(limited, MAILBOX, 'AR@contoso.test').read).toBe(true);
    expect(decideSender(limited, MAILBOX, 'sales@contoso.test')).toEqual({
      read: false,
      reason:
        'Sender sales@contoso.test is not among the listed domains and senders (external senders: Limited)',
    });
    // A look-alike domain is not within a listed one.
    expect(decideSender(limited, MAILBOX, 'x@evilnorthwind.test').read).toBe(false);
  });

  it('skips mail without a sender address', () => {
    expect(decideSender(DEFAULT_VENDOR_SUBSET_SETTINGS, MAILBOX, undefined)).toEqual({
      read: false,
      reason: 'The e-mail has no sender address',
    });
  });
});

describe('vendor names', () => {
  it('match whatever the legal suffix and punctuation', () => {
    expect(normaliseVendorName('Northwind Traders, Inc.')).toBe(
      normaliseVendorName('northwind traders'),
    );
    expect(normaliseVendorName('Smith & Sons LLC')).toBe(normaliseVendorName('Smith and Sons'));
    expect(normaliseVendorName('Contoso Supplies')).not.toBe(
      normaliseVendorName('Contoso Services'),
    );
  });
});
