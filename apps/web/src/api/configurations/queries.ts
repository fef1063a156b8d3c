import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../client';
import { configurationKeys } from './keys';

/** GET /api/organization/configurations (beyond SPEC §7): null per never-saved configuration. */
export const organizationConfigurationsQueryOptions = () =>
  queryOptions({
    queryKey: configurationKeys.all,
    queryFn: ({ signal }) => apiCall('getOrganizationConfigurations', { signal }),
  });

/** GET /api/organization/configurations/approval-chains: the rules in force (recommended until saved). */
export const approvalChainsQueryOptions = () =>
  queryOptions({
    queryKey: configurationKeys.approvalChains(),
    queryFn: ({ signal }) => apiCall('getApprovalChains', { signal }),
  });

/** GET /api/organization/configurations/company-details: the sign-up name as legal name until saved. */
export const companyDetailsQueryOptions = () =>
  queryOptions({
    queryKey: configurationKeys.companyDetails(),
    queryFn: ({ signal }) => apiCall('getCompanyDetails', { signal }),
  });
