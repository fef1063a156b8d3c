import type { TaskStatus } from '@ap/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../client';
import { taskKeys } from './keys';

/** GET /api/tasks, or only the tasks in one status (the dashboard asks for pending). */
export const taskListQueryOptions = (status?: TaskStatus) =>
  queryOptions({
    queryKey: taskKeys.list(status),
    queryFn: async ({ signal }) =>
      (await apiCall('listTasks', { query: { status }, signal })) ?? [],
  });

/** GET /api/tasks/{id}: a task a workflow run drafted, loaded on its own. */
export const taskQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: taskKeys.detail(taskId),
    queryFn: ({ signal }) => apiCall('getTask', { id: taskId, signal }),
    // Loaded once per dialog visit; a task action refreshes it explicitly.
    staleTime: Number.POSITIVE_INFINITY,
  });
