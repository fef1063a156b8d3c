import { THREADS_LIMIT } from '@ap/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../client';
import { invoiceKeys } from '../invoices/keys';
import { taskKeys } from '../tasks/keys';
import { threadKeys } from './keys';

/** GET /api/threads?limit=10. */
export const threadListQueryOptions = (limit: number = THREADS_LIMIT) =>
  queryOptions({
    queryKey: threadKeys.list(limit),
    queryFn: async ({ signal }) =>
      (await apiCall('listThreads', { query: { limit }, signal })) ?? [],
  });

/**
 * POST /api/threads/input; the threads are reloaded after, and the tasks and invoices, which
 * the assistant may have drafted or changed.
 */
export function useSendThreadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, text }: { threadId: string; text: string }) =>
      apiCall('postThreadInput', { body: { thread_id: threadId, user_input: text } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: threadKeys.all }),
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
}
