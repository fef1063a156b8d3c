/** Query keys of vendors. */
export const vendorKeys = {
  all: ['vendors'] as const,
  detail: (vendorId: string) => [...vendorKeys.all, 'detail', vendorId] as const,
};
