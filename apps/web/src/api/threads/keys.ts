/** Query keys of threads. */
export const threadKeys = {
  all: ['threads'] as const,
  list: (limit: number) => [...threadKeys.all, 'list', limit] as const,
};
