import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../client';
import { configurationKeys } from './keys';

/** GET /api/organization/configurations (beyond SPEC §7): null per never-saved configuration. */
export const organizationConfigurationsQueryOptions = () =>
  queryOptions({
    queryKey: configurationKeys.all,
    queryFn: ({ signal }) => apiCall('getOrganizationConfigurations', { signal }),
  });
