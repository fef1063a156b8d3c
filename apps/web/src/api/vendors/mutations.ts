import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../client';

/**
 * POST /api/vendors/{id}/bank-details/reveal (Admin, audited): the full numbers. The answer is
 * never cached; the popover keeps it only while it shows it.
 */
export function useRevealBankDetails() {
  return useMutation({
    mutationFn: (vendorId: string) => apiCall('revealVendorBankDetails', { id: vendorId }),
  });
}
