import { ERROR_TOASTS, SUCCESS_TOASTS } from '@ap/domain';
import type { Invoice } from '@ap/domain/contract';
import { type LineCodingControls, showSuccessToast } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { accountingChartQueryOptions, mappingRulesQueryOptions } from '../api/coding/queries';
import { useSaveLineCoding } from '../api/invoices/line-coding';
import { runAction } from '../feedback/toast-action';

/** The Invoice Details dialog's line coding: QuickBooks' lists for the pickers and the save. */
export function useLineCoding(invoice: Invoice | undefined): LineCodingControls | undefined {
  const chart = useQuery({ ...accountingChartQueryOptions(), enabled: invoice !== undefined });
  const rules = useQuery({ ...mappingRulesQueryOptions(), enabled: invoice !== undefined });
  const save = useSaveLineCoding();
  if (!invoice) return undefined;
  const names = (list: readonly { name: string }[] | undefined) => (list ?? []).map((e) => e.name);
  return {
    options: {
      account: names(chart.data?.accounts),
      class: names(chart.data?.classes),
      department: names(chart.data?.departments),
    },
    // The organisation's other dimensions (Cost Center, ...): those without a column of their own.
    dimensions: (rules.data?.dimensions ?? [])
      .filter((d) => !['account', 'class', 'department'].includes(d.key))
      .map((d) => ({ key: d.key, name: d.name })),
    onSave: (itemId, change) =>
      runAction(() => save.mutateAsync({ invoice, itemId, change }), {
        failed: ERROR_TOASTS.updateInvoice,
      }).then(() => showSuccessToast(SUCCESS_TOASTS.invoiceUpdated)),
  };
}
