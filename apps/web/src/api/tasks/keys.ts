import type { TaskStatus } from '@ap/domain';

/** Query keys of tasks. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (status?: TaskStatus) => [...taskKeys.lists(), status ?? 'any'] as const,
  detail: (taskId: string) => [...taskKeys.all, 'detail', taskId] as const,
};
