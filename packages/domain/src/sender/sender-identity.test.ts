import { describe, expect, it } from 'vitest';
import { isInternalSender, senderIdentity, senderMayDecide } from './sender-identity';

describe('senderIdentity', () => {
  it('is the parsed address, never the display name; a display name showing another address is a warning', () => {
    const identity = senderIdentity(
      [{ name: 'dana@acme.test', address: 'Someone@Another-Domain.test' }],
      undefined,
    );
    expect(identity).toMatchObject({
      address: 'someone@another-domain.test',
      domain: 'another-domain.test',
      claimedAddress: 'dana@acme.test',
      authentication: { verdict: 'none' },
    });
    expect(identity?.name).toBeUndefined();
    expect(identity?.warnings).toEqual([
      'The display name "dana@acme.test" shows dana@acme.test, but the e-mail was sent from someone@another-domain.test: it speaks for someone@another-domain.test only',
    ]);
    expect(isInternalSender(identity, 'ap@acme.test')).toBe(false);
  });

  it("keeps an ordinary display name, and one that shows the sender's own address", () => {
    expect(senderIdentity([{ name: 'Dana Lopez', address: 'dana@acme.test' }], undefined)).toEqual({
      address: 'dana@acme.test',
      domain: 'acme.test',
      name: 'Dana Lopez',
      authentication: { verdict: 'none', detail: 'no sender authentication was reported' },
      warnings: [],
    });
    expect(
      senderIdentity([{ name: 'Dana (DANA@acme.test)', address: 'dana@acme.test' }], undefined)
        ?.warnings,
    ).toEqual([]);
  });

  it('a forged sender decides nothing and is no colleague', () => {
    const forged = senderIdentity([{ name: 'Dana', address: 'dana@acme.test' }], {
      dmarc: { result: 'fail', domain: 'acme.test' },
      spf: [],
      dkim: [],
    });
    expect(senderMayDecide(forged)).toBe(false);
    expect(isInternalSender(forged, 'ap@acme.test')).toBe(false);
    expect(forged?.warnings[0]).toMatch(/sender checks failed for dana@acme.test \(DMARC fail/);
    const passed = senderIdentity([{ address: 'dana@acme.test' }], {
      dmarc: { result: 'pass', domain: 'acme.test' },
      spf: [],
      dkim: [],
    });
    expect(senderMayDecide(passed)).toBe(true);
    expect(isInternalSender(passed, 'ap@acme.test')).toBe(true);
  });

  it('several From addresses decide nothing; no address is no identity', () => {
    const two = senderIdentity([{ address: 'a@acme.test' }, { address: 'b@evil.test' }], undefined);
    expect(two?.authentication.verdict).toBe('fail');
    expect(senderIdentity([], undefined)).toBeUndefined();
    expect(senderIdentity([{ name: 'x', address: 'not-an-address' }], undefined)).toBeUndefined();
  });
});
