import { describe, expect, it } from 'vitest';
import { lookalikeOf } from './lookalike-domain';

const KNOWN = [
  { domain: 'acme.test', owner: 'organisation' },
  { domain: 'northwind.test', owner: 'Northwind Traders' },
  { domain: 'gmail.com', owner: 'Jo (a gmail vendor)' },
];

describe('lookalikeOf', () => {
  it.each([
    ['nortwind.test', 'northwind.test', 'one character changed'],
    ['northwlnd.test', 'northwind.test', 'one character changed'],
    ['nrothwind.test', 'northwind.test', 'one character changed'], // swapped letters
    ['n0rthw1nd.test', 'northwind.test', 'one character changed'], // 0 for o, 1 for l
    ['northwind.co.uk', 'northwind.test', 'the same name under another ending'],
    ['xn--nrthwind-zdg.test', 'northwind.test', 'look-alike characters'], // Greek omicron
    ['nοrthwind.test', 'northwind.test', 'look-alike characters'],
    ['acrne.test', 'acme.test', 'look-alike characters'], // rn for m
    ['acne.test', 'acme.test', 'one character changed'],
    ['northwind-billing.test', 'northwind.test', 'the same name with a word added'],
    ['billing.nortwind.test', 'northwind.test', 'one character changed'],
  ])('%s imitates %s (%s)', (sender, resembles, how) => {
    expect(lookalikeOf(sender, KNOWN)).toMatchObject({ resembles, how });
  });

  it.each([
    ['northwind.test'], // the vendor itself
    ['mail.northwind.test'], // a subdomain of a known domain
    ['contoso.test'], // a stranger, but no imitation
    ['gmall.com'], // shared providers are not compared to
    ['outlook.com'], // nor compared
    ['xyz.test'], // short names only by look-alike characters
  ])('%s imitates nothing', (sender) => {
    expect(lookalikeOf(sender, KNOWN)).toBeUndefined();
  });

  it("a domain known as a vendor's still imitates another (a draft made from an earlier look-alike)", () => {
    const known = [...KNOWN, { domain: 'nortwind.test', owner: 'Northwind Traders (draft)' }];
    expect(lookalikeOf('nortwind.test', known)).toMatchObject({
      resembles: 'northwind.test',
      owner: 'Northwind Traders',
    });
  });

  it('names the closest known domain', () => {
    const known = [...KNOWN, { domain: 'northwinds.test', owner: 'Northwinds' }];
    expect(lookalikeOf('n0rthwind.test', known)?.owner).toBe('Northwind Traders');
    expect(lookalikeOf('northwinds.test', known)?.owner).toBe('Northwind Traders');
  });
});
