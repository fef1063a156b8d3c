import type { SkippedDocumentsFilter } from '@ap/ui';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiCall } from '../client';
import { skippedDocumentKeys } from './keys';

export const SKIPPED_DOCUMENTS_PAGE_SIZE = 50;

/** GET /api/skipped-documents, newest first, a page at a time (`next_cursor` pages on). */
export const skippedDocumentsQueryOptions = (status: SkippedDocumentsFilter) =>
  infiniteQueryOptions({
    queryKey: skippedDocumentKeys.list(status),
    queryFn: async ({ pageParam, signal }) =>
      (await apiCall('listSkippedDocuments', {
        query: { status, limit: SKIPPED_DOCUMENTS_PAGE_SIZE, cursor: pageParam },
        signal,
      })) ?? { documents: [], next_cursor: null },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
