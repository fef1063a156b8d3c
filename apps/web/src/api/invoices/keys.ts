/** Query keys of invoice data; mutations invalidate through these, never hand-typed arrays. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: () => [...invoiceKeys.all, 'list'] as const,
  details: () => [...invoiceKeys.all, 'detail'] as const,
  detail: (invoiceId: string) => [...invoiceKeys.details(), invoiceId] as const,
  workflowRuns: (invoiceId: string) => [...invoiceKeys.all, 'workflow-runs', invoiceId] as const,
};
