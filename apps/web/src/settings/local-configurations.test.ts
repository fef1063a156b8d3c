import { STORAGE_KEYS } from '@ap/domain';
import { describe, expect, it } from 'vitest';
import { readLocalConfigurations, writeLocalConfiguration } from './local-configurations';

describe("the browser's saved configurations", () => {
  it('belong to the organisation they were saved for', () => {
    writeLocalConfiguration(STORAGE_KEYS.vendorSubsetSettings, '{"domains":[]}', 'org_a');

    expect(readLocalConfigurations('org_a').vendorSubset).toBe('{"domains":[]}');
    expect(readLocalConfigurations('org_b')).toEqual({
      mandatoryChecks: null,
      protectedActions: null,
      vendorSubset: null,
    });
  });

  it("drop another organisation's copies when a second organisation saves one", () => {
    writeLocalConfiguration(STORAGE_KEYS.vendorSubsetSettings, '{"domains":[]}', 'org_a');
    writeLocalConfiguration(STORAGE_KEYS.mandatoryChecksConfig, '{"checks":[]}', 'org_b');

    expect(readLocalConfigurations('org_b')).toEqual({
      mandatoryChecks: '{"checks":[]}',
      protectedActions: null,
      vendorSubset: null,
    });
    expect(readLocalConfigurations('org_a').mandatoryChecks).toBeNull();
  });

  it('are read as they are when saved before their organisation was recorded', () => {
    localStorage.setItem(STORAGE_KEYS.protectedActionsConfig, '{"groups":[]}');

    expect(readLocalConfigurations('org_a').protectedActions).toBe('{"groups":[]}');
  });
});
