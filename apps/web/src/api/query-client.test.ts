import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, retryDelay, shouldRetryQuery } from './query-client';

describe('query policy', () => {
  it('never retries 401, 403 or 404', () => {
    for (const status of [401, 403, 404]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'no'))).toBe(false);
    }
  });

  it('retries other failures up to 3 times', () => {
    const error = new ApiError(500, 'boom');
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, error))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('backs off from 1 s, doubling, at most 30 s', () => {
    expect([0, 1, 2, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });

  it('keeps data always stale, 5 minutes in cache, no refetch on focus', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: 0, gcTime: 300_000, refetchOnWindowFocus: false });
  });
});
