import { ERROR_TOASTS, SUCCESS_TOASTS } from '@ap/domain';
import type { PayInvoiceResponse } from '@ap/domain/contract';
import { InvoiceDetailsDialog, showSuccessToast } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { usePayInvoice, useSaveInvoice } from '../api/invoices/mutations';
import { invoiceQueryOptions, invoiceWorkflowRunsQueryOptions } from '../api/invoices/queries';
import { useSession } from '../auth/app-session';
import { runAction } from '../feedback/toast-action';
import { useErrorToast } from '../feedback/useErrorToast';
import { useTaskActionHandlers } from '../tasks/useTaskActionHandlers';
import { useInvoiceApproval } from './useInvoiceApproval';
import { useRunLookups } from './useRunLookups';
import { useVendorCorrection } from './useVendorCorrection';

export interface InvoiceDetailsProps {
  invoiceId: string;
  onClose: () => void;
}

/** The toast of a pay answer: queued, or the server's word on the approval task it drafted. */
export function payOutcomeMessage(answer: PayInvoiceResponse | undefined): string {
  if (answer?.outcome === 'approval_required') return answer.message;
  return SUCCESS_TOASTS.invoiceQueuedForPayment;
}

/** The Invoice Details dialog wired to the invoice, its runs, their tasks and the actions. */
export function InvoiceDetails({ invoiceId, onClose }: InvoiceDetailsProps) {
  const { user } = useSession();
  const invoice = useQuery(invoiceQueryOptions(invoiceId));
  const runs = useQuery(invoiceWorkflowRunsQueryOptions(invoiceId));
  const { tasksById, vendorNames } = useRunLookups(runs.data ?? []);
  const save = useSaveInvoice();
  const pay = usePayInvoice();
  const taskActions = useTaskActionHandlers();
  const approval = useInvoiceApproval(invoice.data);
  const correction = useVendorCorrection(invoice.data);
  useErrorToast(invoice.error, ERROR_TOASTS.loadInvoiceDetails);
  useErrorToast(runs.error, ERROR_TOASTS.loadWorkflowRuns);

  return (
    <InvoiceDetailsDialog
      opened
      onClose={onClose}
      invoice={invoice.data ?? null}
      invoiceLoading={invoice.isPending}
      invoiceError={invoice.error?.message ?? null}
      workflowRuns={runs.data}
      workflowRunsLoading={runs.isPending}
      workflowRunsError={runs.error?.message ?? null}
      tasksById={tasksById}
      vendorNames={vendorNames}
      currentUser={user}
      onSave={(payload) =>
        runAction(() => save.mutateAsync({ invoiceId, payload }), {
          failed: ERROR_TOASTS.updateInvoice,
        }).then(() => showSuccessToast(SUCCESS_TOASTS.invoiceUpdated))
      }
      onPay={(id) =>
        runAction(() => pay.mutateAsync(id), { failed: ERROR_TOASTS.payInvoice }).then((answer) =>
          showSuccessToast(payOutcomeMessage(answer)),
        )
      }
      decidableApprovalSteps={approval.decidableSteps}
      onApproveInvoice={approval.onApprove}
      approveInvoiceDisabledReason={approval.disabledReason}
      vendorCorrection={correction.vendorCorrection}
      readingRules={correction.readingRules}
      onApproveTask={taskActions.onApprove}
      onCancelTask={taskActions.onCancel}
      onUpdateTaskParameters={taskActions.onSaveParameters}
      approveDisabledReason={taskActions.approveDisabledReason}
    />
  );
}
