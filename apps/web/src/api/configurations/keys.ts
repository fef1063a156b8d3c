/** Query keys of the organisation's saved configurations (server copy). */
export const configurationKeys = {
  all: ['organization-configurations'] as const,
  approvalChains: () => [...configurationKeys.all, 'approval-chains'] as const,
  companyDetails: () => [...configurationKeys.all, 'company-details'] as const,
};
