import { STORAGE_KEYS } from '@ap/domain';
import { describe, expect, it } from 'vitest';
import { chooseActiveOrg, readRememberedOrg, rememberOrg } from './active-org';

const acme = { orgId: 'org_demo', orgName: 'Acme Corp' };
const globex = { orgId: 'org_globex', orgName: 'Globex' };

describe('active organisation', () => {
  it('is the remembered one, by id or by name, while the user belongs to it', () => {
    expect(chooseActiveOrg([acme, globex], 'org_globex')).toBe(globex);
    expect(chooseActiveOrg([acme, globex], 'Globex')).toBe(globex);
  });

  it('falls back to the first membership, or none', () => {
    expect(chooseActiveOrg([acme, globex], 'org_gone')).toBe(acme);
    expect(chooseActiveOrg([acme, globex], null)).toBe(acme);
    expect(chooseActiveOrg([], 'org_demo')).toBeNull();
  });

  it('is remembered under the last-selected-org key', () => {
    rememberOrg('org_globex');
    expect(localStorage.getItem(STORAGE_KEYS.lastSelectedOrg)).toBe('org_globex');
    expect(readRememberedOrg()).toBe('org_globex');
    expect(chooseActiveOrg([acme, globex])).toBe(globex);
  });
});
