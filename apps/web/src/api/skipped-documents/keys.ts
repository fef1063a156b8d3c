/** Query keys of the skipped documents list. */
export const skippedDocumentKeys = {
  all: ['skipped-documents'] as const,
  list: (status: string) => [...skippedDocumentKeys.all, 'list', status] as const,
};
