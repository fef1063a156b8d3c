import { describe, expect, it } from 'vitest';
import { organizationNameKey } from './organization-name-key';

describe('organizationNameKey', () => {
  it.each([
    ['Acme Corp', 'acme'],
    ['ACME Corporation', 'acme'],
    ['The Acme Corp.', 'acme'],
    ['Acme, Inc.', 'acme'],
    ['Acme Co LLC', 'acme'],
    ['Smith & Sons Ltd', 'smith and sons'],
    ['Smith and Sons', 'smith and sons'],
    ['Acme Europe Ltd', 'acme europe'],
    ['Corp', 'corp'],
    ['The', 'the'],
    ['Société Générale S.A.', 'société générale'],
  ])('%j -> %j', (name, key) => {
    expect(organizationNameKey(name)).toBe(key);
  });

  it.each([null, undefined, '', ' ,. '])('%j has no key', (name) => {
    expect(organizationNameKey(name)).toBeNull();
  });
});
