/** Query keys of the integrations and the organisation settings (read_only_mode). */
export const integrationKeys = {
  all: ['integrations'] as const,
  mailbox: () => [...integrationKeys.all, 'mailbox'] as const,
  accounting: () => [...integrationKeys.all, 'accounting'] as const,
  paymentAccount: () => [...integrationKeys.all, 'payment-account'] as const,
};

export const organizationSettingsKeys = {
  all: ['organization-settings'] as const,
};
