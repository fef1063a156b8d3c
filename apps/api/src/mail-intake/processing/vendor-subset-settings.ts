import { DEFAULT_VENDOR_SUBSET_SETTINGS, type VendorSubsetSettings } from '@ap/domain';
import type { Database } from '../../db/database';

/**
 * The org's Vendor Subset configuration (SPEC §2). It lives in the browser's local storage
 * today, so the server applies the documented defaults: internal senders Ignore, external
 * senders All. When the server keeps a copy per organisation, read it here.
 */
export const readVendorSubsetSettings = async (
  _db: Database,
  _orgId: string,
): Promise<VendorSubsetSettings> => ({ ...DEFAULT_VENDOR_SUBSET_SETTINGS });
