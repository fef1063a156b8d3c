/** The drawers the settings page opens; the app keeps the open one in the URL. */
export const SETTINGS_DRAWER_IDS = [
  'mailbox',
  'accounting',
  'bank',
  'employeeDirectory',
  'protectedActions',
  'mandatoryChecks',
  'vendorSubset',
  'approvalChains',
  'userManagement',
  'companyDetails',
] as const;

export type SettingsDrawerId = (typeof SETTINGS_DRAWER_IDS)[number];
