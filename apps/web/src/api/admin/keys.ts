/** Query keys of the admin dashboard's lists. */
export const adminKeys = {
  all: ['admin'] as const,
  invoices: () => [...adminKeys.all, 'invoices'] as const,
  vendors: () => [...adminKeys.all, 'vendors'] as const,
  auditLog: (query: Record<string, string | number | undefined>) =>
    [...adminKeys.all, 'audit-log', query] as const,
  auditLogActors: () => [...adminKeys.all, 'audit-log-actors'] as const,
};
