import { describe, expect, it } from 'vitest';
import { classifyVendorSubsetEntry, isSenderAddress, isValidDomain } from './classify-entry';

const label63 = 'a'.repeat(63);
const label64 = 'a'.repeat(64);

describe('classifyVendorSubsetEntry', () => {
  it.each([
    ['billing@acme.com', 'billing@acme.com'],
    ['  billing@acme.com  ', 'billing@acme.com'],
    ['first.last+ap@mail.acme.co.uk', 'first.last+ap@mail.acme.co.uk'],
  ])('%j is a sender', (input, value) => {
    expect(classifyVendorSubsetEntry(input)).toEqual({ kind: 'sender', value });
  });

  it.each([
    ['acme.com', 'acme.com'],
    [' ACME.com ', 'ACME.com'],
    ['mail.acme-corp.co.uk', 'mail.acme-corp.co.uk'],
    ['123.example', '123.example'],
    [`${label63}.com`, `${label63}.com`],
  ])('%j is a domain', (input, value) => {
    expect(classifyVendorSubsetEntry(input)).toEqual({ kind: 'domain', value });
  });

  it.each([
    '',
    '   ',
    null,
    undefined,
    'acme',
    'acme .com',
    'a b@acme.com',
    'billing@acme',
    'a@b@acme.com',
    '@acme.com',
    'billing@.com',
    'billing@acme.',
    '-acme.com',
    'acme-.com',
    'acme..com',
    '.acme.com',
    'acme.com.',
    'ac_me.com',
    'acmé.com',
    'http://acme.com',
    `${label64}.com`,
  ])('%j is ignored', (input) => {
    expect(classifyVendorSubsetEntry(input)).toBeNull();
  });
});

describe('isValidDomain', () => {
  it('allows labels of exactly 63 characters but not 64', () => {
    expect(isValidDomain(`${label63}.${label63}`)).toBe(true);
    expect(isValidDomain(`acme.${label64}`)).toBe(false);
  });

  it('allows hyphens inside labels only', () => {
    expect(isValidDomain('a-b-c.com')).toBe(true);
    expect(isValidDomain('a--b.com')).toBe(true);
    expect(isValidDomain('a.-b.com')).toBe(false);
  });

  it('allows single-character labels', () => {
    expect(isValidDomain('a.b')).toBe(true);
  });
});

describe('isSenderAddress', () => {
  it('needs exactly one @ and a dot after it', () => {
    expect(isSenderAddress('a@b.c')).toBe(true);
    expect(isSenderAddress('a.b@c')).toBe(false);
    expect(isSenderAddress('a@@b.c')).toBe(false);
    expect(isSenderAddress('a@b.c ')).toBe(false);
  });
});
