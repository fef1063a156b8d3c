import { describe, expect, it } from 'vitest';
import { findOrgByName, findUserOrgByName, toUrlSafeOrgName } from './org-lookup';

const acme = { orgId: '1', orgName: 'Acme Corp', urlSafeOrgName: 'acme-corp' };
const globex = { orgId: '2', orgName: 'Globex', urlSafeOrgName: 'globex' };
const byId = { '1': acme, '2': globex };

describe('toUrlSafeOrgName', () => {
  it('lowercases and replaces every space with a hyphen', () => {
    expect(toUrlSafeOrgName('Acme Corp')).toBe('acme-corp');
    expect(toUrlSafeOrgName('A  B')).toBe('a--b');
    expect(toUrlSafeOrgName('globex')).toBe('globex');
  });
});

describe('findOrgByName', () => {
  it('matches the org name or the URL-safe name', () => {
    expect(findOrgByName([acme, globex], 'Acme Corp')).toBe(acme);
    expect(findOrgByName([acme, globex], 'acme-corp')).toBe(acme);
    expect(findOrgByName(byId, 'Globex')).toBe(globex);
  });

  it('does not normalise the name', () => {
    expect(findOrgByName([acme], 'acme corp')).toBeUndefined();
    expect(findOrgByName([acme], 'ACME CORP')).toBeUndefined();
  });

  it('is undefined for an unknown name or no orgs', () => {
    expect(findOrgByName([acme], 'Initech')).toBeUndefined();
    expect(findOrgByName({}, 'Acme Corp')).toBeUndefined();
  });
});

describe('findUserOrgByName', () => {
  it('lowercases and hyphenates before matching the URL-safe name', () => {
    expect(findUserOrgByName(byId, 'Acme Corp')).toBe(acme);
    expect(findUserOrgByName(byId, 'ACME CORP')).toBe(acme);
    expect(findUserOrgByName([globex], 'GLOBEX')).toBe(globex);
  });

  it('is undefined when the normalised name matches nothing', () => {
    expect(findUserOrgByName(byId, 'Acme  Corp')).toBeUndefined();
    expect(findUserOrgByName(byId, 'Initech')).toBeUndefined();
  });
});
