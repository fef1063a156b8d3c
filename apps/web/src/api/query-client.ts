import {
  QUERY_CACHE_MS,
  QUERY_MAX_RETRIES,
  QUERY_NO_RETRY_STATUSES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
} from '@ap/domain';
import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from './api-error';

const NEVER_RETRIED = new Set<number>(QUERY_NO_RETRY_STATUSES);

/** Retry policy of the product's queries (SPEC §7): never on 401/403/404, else up to 3 times. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== null && NEVER_RETRIED.has(status)) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

/** Back-off between retries: 1 s doubling, at most 30 s. */
export const retryDelay = (attempt: number) =>
  Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);

/** The app's one QueryClient: data always stale, kept 5 minutes, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        staleTime: 0,
        gcTime: QUERY_CACHE_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
