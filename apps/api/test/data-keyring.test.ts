import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDataKeyring } from '../src/crypto/data-keyring';

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('data keyring (AES-256-GCM at rest)', () => {
  const k1 = key('k1');
  const k2 = key('k2');

  it('seals with the key id inside and opens again; the same text seals differently', () => {
    const ring = createDataKeyring([k1]);
    const a = ring.seal('000123456789');
    expect(a).toMatch(/^enc:v1:k1:/);
    expect(a).not.toContain('000123456789');
    expect(ring.seal('000123456789')).not.toBe(a);
    expect(ring.open(a)).toBe('000123456789');
    // Rows from before encryption read as they are.
    expect(ring.open('021000021')).toBe('021000021');
  });

  it('refuses a tampered ciphertext and a key it does not have', () => {
    const ring = createDataKeyring([k1]);
    const sealed = ring.seal('secret');
    // One character of the ciphertext changed (the one before the last, which is all data bits;
    // choosing by the last character left it unchanged once in 64 runs).
    const changed = sealed.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${sealed.slice(0, -2)}${changed}${sealed.slice(-1)}`;
    expect(() => ring.open(tampered)).toThrow();
    expect(() => createDataKeyring([k2]).open(sealed)).toThrow(/unknown key 'k1'/);
  });

  it('after rotation reads old ciphertexts and fingerprints, and asks for a re-seal', () => {
    const before = createDataKeyring([k1]);
    const sealed = before.seal('secret');
    const fingerprint = before.fingerprint('0001|0210');
    const rotated = createDataKeyring([k2, k1]);
    expect(rotated.open(sealed)).toBe('secret');
    expect(rotated.needsReseal(sealed)).toBe(true);
    expect(rotated.needsReseal(rotated.seal('secret'))).toBe(false);
    expect(rotated.fingerprint('0001|0210', 'k1')).toBe(fingerprint);
    expect(rotated.fingerprint('0001|0210')).toMatch(/^k2:/);
  });
});
