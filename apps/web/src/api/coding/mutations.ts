import type { AddCodingDimension, CodingRuleInput, MappingRules } from '@ap/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../client';
import { codingKeys } from './keys';

/** Set Rules and Add Dimension for Coding; each answer replaces the cached rules. */
export function useSaveMappingRules() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: MappingRules) =>
    queryClient.setQueryData(codingKeys.mappingRules(), answer);
  const rules = useMutation({
    mutationFn: ({ dimension, rules }: { dimension: string; rules: CodingRuleInput[] }) =>
      apiCall('setMappingRules', { body: { dimension, rules } }),
    onSuccess,
  });
  const dimension = useMutation({
    mutationFn: (body: AddCodingDimension) => apiCall('addCodingDimension', { body }),
    onSuccess,
  });
  return { rules, dimension };
}

/** POST /api/coding/chart/refresh: QuickBooks' lists read again; the answer replaces the cache. */
export function useRefreshChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('refreshAccountingChart'),
    onSuccess: (chart) => queryClient.setQueryData(codingKeys.chart(), chart),
  });
}
