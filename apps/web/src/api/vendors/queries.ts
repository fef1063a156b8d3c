import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../client';
import { vendorKeys } from './keys';

/** GET /api/vendors/{id} (the workflow history reads its name). */
export const vendorQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: vendorKeys.detail(vendorId),
    queryFn: ({ signal }) => apiCall('getVendor', { id: vendorId, signal }),
  });
