/** Query keys of the admin dashboard's lists. */
export const adminKeys = {
  all: ['admin'] as const,
  invoices: () => [...adminKeys.all, 'invoices'] as const,
  vendors: () => [...adminKeys.all, 'vendors'] as const,
};
