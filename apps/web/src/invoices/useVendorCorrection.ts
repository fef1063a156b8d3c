import type { Invoice } from '@ap/domain/contract';
import type { ReadingRulesListProps, VendorPickerProps } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { adminVendorsQueryOptions } from '../api/admin/queries';
import {
  readingRulesQueryOptions,
  useForgetReadingRule,
  useMoveInvoiceToVendor,
  useRenameVendor,
} from '../api/vendors/corrections';

const PAID_MESSAGE = 'A paid invoice stays with the vendor it was paid to.';

/**
 * The Invoice Details dialog's vendor correction: the organisation's vendors to
 * move the invoice to, renaming its vendor, and the vendor's reading rules with Forget.
 */
export function useVendorCorrection(invoice: Invoice | undefined): {
  vendorCorrection: Omit<VendorPickerProps, 'vendor'> | undefined;
  readingRules: ReadingRulesListProps | undefined;
} {
  const vendorId = invoice?.vendor?.id;
  // Loaded once edit mode shows the picker: opening an invoice asks for nothing more.
  const [editing, setEditing] = useState(false);
  const onShow = useCallback(() => setEditing(true), []);
  const vendors = useQuery({ ...adminVendorsQueryOptions(), enabled: editing });
  const rules = useQuery({
    ...readingRulesQueryOptions(vendorId ?? ''),
    enabled: editing && Boolean(vendorId),
  });
  const rename = useRenameVendor();
  const move = useMoveInvoiceToVendor();
  const forget = useForgetReadingRule();
  if (!invoice) return { vendorCorrection: undefined, readingRules: undefined };
  return {
    vendorCorrection: {
      vendors: vendors.data ?? [],
      onMove: (target) => move.mutateAsync({ invoiceId: invoice.id, vendorId: target }),
      onRename: (name) =>
        vendorId
          ? rename.mutateAsync({ vendorId, name, invoiceId: invoice.id })
          : Promise.reject(new Error('The invoice has no vendor to rename.')),
      disabledReason: invoice.status === 'paid' ? PAID_MESSAGE : null,
      onShow,
    },
    readingRules: vendorId
      ? {
          rules: rules.data?.rules ?? [],
          loading: rules.isPending,
          error: rules.isError,
          onForget: (ruleId) => forget.mutateAsync(ruleId),
        }
      : undefined,
  };
}
