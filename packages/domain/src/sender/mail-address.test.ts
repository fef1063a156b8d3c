import { describe, expect, it } from 'vitest';
import {
  isSharedMailDomain,
  parseMailAddress,
  registeredDomain,
  withinDomain,
} from './mail-address';

describe('parseMailAddress', () => {
  it('gives one spelling whatever the case, brackets or Unicode form of the domain', () => {
    expect(parseMailAddress(' Dana@ACME.test ')).toEqual({
      address: 'dana@acme.test',
      domain: 'acme.test',
    });
    expect(parseMailAddress('<dana@ａｃｍｅ.test>')?.address).toBe('dana@acme.test');
    expect(parseMailAddress('billing@bücher.test')).toEqual({
      address: 'billing@xn--bcher-kva.test',
      domain: 'xn--bcher-kva.test',
    });
  });

  it('refuses what is not local@domain', () => {
    for (const text of ['', 'dana', '@acme.test', 'dana@', 'dana@localhost', 'a b@acme.test'])
      expect(parseMailAddress(text)).toBeUndefined();
    expect(parseMailAddress(undefined)).toBeUndefined();
  });
});

describe('domains', () => {
  it('counts subdomains within a domain, and a longer name not', () => {
    expect(withinDomain('billing.acme.test', 'acme.test')).toBe(true);
    expect(withinDomain('ACME.test', 'acme.test')).toBe(true);
    expect(withinDomain('evilacme.test', 'acme.test')).toBe(false);
  });

  it('finds the registered domain by the Public Suffix List', () => {
    expect(registeredDomain('mail.northwind.co.uk')).toBe('northwind.co.uk');
    expect(registeredDomain('billing.northwind.test')).toBe('northwind.test');
  });

  it('knows the shared mail providers, subdomains included', () => {
    expect(isSharedMailDomain('gmail.com')).toBe(true);
    expect(isSharedMailDomain('eu.outlook.com')).toBe(true);
    expect(isSharedMailDomain('northwind.test')).toBe(false);
  });
});
