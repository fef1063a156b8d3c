import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../client';
import { codingKeys } from './keys';

/** GET /api/coding/mapping-rules: the coding dimensions and their rules. */
export const mappingRulesQueryOptions = () =>
  queryOptions({
    queryKey: codingKeys.mappingRules(),
    queryFn: ({ signal }) => apiCall('getMappingRules', { signal }),
  });

/** GET /api/coding/chart: QuickBooks' accounts, classes, locations and customers/jobs. */
export const accountingChartQueryOptions = () =>
  queryOptions({
    queryKey: codingKeys.chart(),
    queryFn: ({ signal }) => apiCall('getAccountingChart', { signal }),
    staleTime: 5 * 60_000,
  });
