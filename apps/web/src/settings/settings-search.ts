import { SETTINGS_DRAWER_IDS, type SettingsDrawerId } from '@ap/ui';
import { optionalOneOf, optionalText } from '../app/search-params';

/**
 * /settings address state: the open drawer, and the return parameters of the Gmail, QuickBooks
 * and Moov flows (handled once, then removed from the address).
 */
export interface SettingsSearch {
  drawer?: SettingsDrawerId;
  gmail_linked?: string;
  quickbooks_linked?: string;
  error?: string;
  moov_linked?: string;
}

export function readSettingsSearch(search: Record<string, unknown>): SettingsSearch {
  return {
    drawer: optionalOneOf(search.drawer, SETTINGS_DRAWER_IDS),
    gmail_linked: optionalText(search.gmail_linked),
    quickbooks_linked: optionalText(search.quickbooks_linked),
    error: optionalText(search.error),
    moov_linked: optionalText(search.moov_linked),
  };
}
