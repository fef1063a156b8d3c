/** Query keys of line coding: the mapping rules and the QuickBooks chart. */
export const codingKeys = {
  all: ['coding'] as const,
  mappingRules: () => [...codingKeys.all, 'mapping-rules'] as const,
  chart: () => [...codingKeys.all, 'chart'] as const,
};
