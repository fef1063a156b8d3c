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

export interface InvoiceDetailsProps {
  invoiceId: string;
  onClose: () => void;
}

/**
 * The toast of a pay answer: always SPEC §3's title; when the payment waits for an approval
 * instead, the server's explanation (e.g. executing a payment is protected) below it.
 */
export function showPayOutcome(answer: PayInvoiceResponse | undefined): void {
  if (answer?.outcome === 'approval_required') {
    showSuccessToast(SUCCESS_TOASTS.invoiceQueuedForPayment, answer.message);
  } else {
    showSuccessToast(SUCCESS_TOASTS.invoiceQueuedForPayment);
  }
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
        runAction(() => pay.mutateAsync(id), { failed: ERROR_TOASTS.payInvoice }).then(
          showPayOutcome,
        )
      }
      decidableApprovalSteps={approval.decidableSteps}
      onApproveInvoice={approval.onApprove}
      approveInvoiceDisabledReason={approval.disabledReason}
      onApproveTask={taskActions.onApprove}
      onCancelTask={taskActions.onCancel}
      onUpdateTaskParameters={taskActions.onSaveParameters}
      approveDisabledReason={taskActions.approveDisabledReason}
    />
  );
}
