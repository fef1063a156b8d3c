import { parseVendorSubsetSettings, type VendorSubsetSettings } from '@ap/domain';
import type { Database } from '../../db/database';
import { readStoredValue } from '../../organization/configurations/configurations-store';

/**
 * The org's Vendor Subset configuration (SPEC §2) as the settings page saved it on the server;
 * the documented defaults (internal senders Ignore, external senders All) when none is saved.
 */
export const readVendorSubsetSettings = async (
  db: Database,
  orgId: string,
): Promise<VendorSubsetSettings> =>
  parseVendorSubsetSettings((await readStoredValue(db, orgId, 'vendor_subset')) ?? null);
