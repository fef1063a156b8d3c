/** Query keys of invoice data; mutations invalidate through these, never hand-typed arrays. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  /**
   * What changed in the list since the pages were read (polled). Under `all`: invalidating
   * invoices asks the server for the changes at once.
   */
  changes: () => [...invoiceKeys.all, 'changes'] as const,
  /** The dashboard's figures (GET /api/dashboard/summary), computed from the invoices. */
  summary: () => [...invoiceKeys.all, 'summary'] as const,
  details: () => [...invoiceKeys.all, 'detail'] as const,
  detail: (invoiceId: string) => [...invoiceKeys.details(), invoiceId] as const,
  workflowRuns: (invoiceId: string) => [...invoiceKeys.all, 'workflow-runs', invoiceId] as const,
};

/**
 * The list's keyset pages, deliberately outside `invoiceKeys.all`: refetching an infinite query
 * reads every page again (100 requests at 100,000 invoices), while the changes poll brings the
 * same news in one small answer. Only a `reset` answer starts the pages again.
 */
export const invoicePageKeys = {
  all: ['invoice-pages'] as const,
};

/**
 * An invoice's original file, outside `invoiceKeys.all`: it never changes, so a save (which
 * invalidates the invoices) must not download it again.
 */
export const invoiceOriginalKeys = {
  detail: (invoiceId: string) => ['invoice-original', invoiceId] as const,
};
