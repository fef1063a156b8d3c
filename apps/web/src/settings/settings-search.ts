import { SETTINGS_DRAWER_IDS } from '@ap/ui';
import { z } from 'zod';

/**
 * /settings address state: the open drawer, and the return parameters of the Gmail, QuickBooks
 * and Moov flows (handled once, then removed from the address).
 */
export const settingsSearchSchema = z.object({
  drawer: z.enum(SETTINGS_DRAWER_IDS).optional().catch(undefined),
  gmail_linked: z.string().optional().catch(undefined),
  quickbooks_linked: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
  moov_linked: z.string().optional().catch(undefined),
});

export type SettingsSearch = z.infer<typeof settingsSearchSchema>;
