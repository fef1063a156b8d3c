import { ERROR_TOASTS, SUCCESS_TOASTS } from '@ap/domain';
import type { PayInvoiceResponse, Task } from '@ap/domain/contract';
import { InvoiceDetailsDialog, SendEmailTaskModal, showSuccessToast } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useDraftInvoiceEmail,
  useOverrideCheckWithReason,
  usePayInvoice,
  useSaveInvoice,
} from '../api/invoices/mutations';
import {
  invoiceOriginalQueryOptions,
  invoiceQueryOptions,
  invoiceWorkflowRunsQueryOptions,
} from '../api/invoices/queries';
import { downloadVendorW9 } from '../api/vendors/download-w9';
import { useRevealBankDetails } from '../api/vendors/mutations';
import { useSession } from '../auth/app-session';
import { useOperationDenial } from '../auth/useOperationDenial';
import { runAction } from '../feedback/toast-action';
import { useErrorToast } from '../feedback/useErrorToast';
import { useTaskActionHandlers } from '../tasks/useTaskActionHandlers';
import { useInvoiceApproval } from './useInvoiceApproval';
import { useLineCoding } from './useLineCoding';
import { useRunLookups } from './useRunLookups';
import { useVendorCorrection } from './useVendorCorrection';

/** The Form W-9 and Requisitioner buttons' failure toast (the server's reason as detail). */
export const DRAFT_EMAIL_FAILED = 'Failed to draft the e-mail';

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
  // The original beside the fields (the dialog's Document view); pdf.js loads only to show it.
  const original = useQuery(invoiceOriginalQueryOptions(invoiceId));
  const { tasksById, vendorNames } = useRunLookups(runs.data ?? []);
  const save = useSaveInvoice();
  const pay = usePayInvoice();
  const requestW9 = useDraftInvoiceEmail('requestVendorW9');
  const emailRequisitioner = useDraftInvoiceEmail('draftRequisitionerEmail');
  // The drafted e-mail to the requisitioner, opened for the person to write before approval.
  const [writing, setWriting] = useState<Task | null>(null);
  const [savingDraft, setSavingDraft] = useState(false);
  // The W-9 shows the full TIN: its download is offered to Admins only (the server agrees).
  const mayDownloadW9 = useOperationDenial()('downloadVendorW9', 'download a W-9') === null;
  const taskActions = useTaskActionHandlers();
  const approval = useInvoiceApproval(invoice.data);
  const reveal = useRevealBankDetails();
  // Only those whose role may reveal get the button (the server checks again and audits).
  const mayReveal = useOperationDenial()('revealVendorBankDetails', 'reveal bank details') === null;
  // A red fraud signal lifts only with an Admin's reason (the server checks again and audits).
  const overrideCheck = useOverrideCheckWithReason();
  const mayOverride =
    useOperationDenial()('overrideCheckWithReason', 'override a check with a reason') === null;
  const correction = useVendorCorrection(invoice.data);
  const lineCoding = useLineCoding(invoice.data);
  useErrorToast(invoice.error, ERROR_TOASTS.loadInvoiceDetails);
  useErrorToast(runs.error, ERROR_TOASTS.loadWorkflowRuns);

  return (
    <>
      <InvoiceDetailsDialog
        opened
        onClose={onClose}
        invoice={invoice.data ?? null}
        invoiceLoading={invoice.isPending}
        invoiceError={invoice.error?.message ?? null}
        workflowRuns={runs.data}
        workflowRunsLoading={runs.isPending}
        workflowRunsError={runs.error?.message ?? null}
        original={{
          file: original.data ?? null,
          loading: original.isPending,
          error: original.error?.message ?? null,
        }}
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
        onRequestW9={(id) =>
          runAction(() => requestW9.mutateAsync(id), { failed: DRAFT_EMAIL_FAILED }).then(
            (answer) => showSuccessToast(answer.message),
          )
        }
        onEmailRequisitioner={(id) =>
          runAction(() => emailRequisitioner.mutateAsync(id), { failed: DRAFT_EMAIL_FAILED }).then(
            (answer) => {
              showSuccessToast(answer.message);
              if (answer.task.status === 'pending') setWriting(answer.task);
            },
          )
        }
        onDownloadVendorW9={
          mayDownloadW9
            ? (vendorId) =>
                runAction(() => downloadVendorW9(vendorId), {
                  failed: 'Failed to download the W-9',
                })
            : undefined
        }
        decidableApprovalSteps={approval.decidableSteps}
        onApproveInvoice={approval.onApprove}
        approveInvoiceDisabledReason={approval.disabledReason}
        vendorCorrection={correction.vendorCorrection}
        readingRules={correction.readingRules}
        {...(lineCoding ? { lineCoding } : {})}
        onRevealBankDetails={
          mayReveal
            ? (vendorId) =>
                runAction(() => reveal.mutateAsync(vendorId), {
                  failed: 'Failed to reveal bank details',
                })
            : undefined
        }
        {...(mayOverride
          ? {
              onOverrideCheckWithReason: (id: string, check: string, reason: string) =>
                runAction(() => overrideCheck.mutateAsync({ invoiceId: id, check, reason }), {
                  failed: ERROR_TOASTS.updateInvoice,
                }).then(() => showSuccessToast(SUCCESS_TOASTS.invoiceUpdated)),
            }
          : {})}
        onApproveTask={taskActions.onApprove}
        onCancelTask={taskActions.onCancel}
        onUpdateTaskParameters={taskActions.onSaveParameters}
        approveDisabledReason={taskActions.approveDisabledReason}
      />
      <SendEmailTaskModal
        opened={writing?.task_type === 'send_email'}
        initialParameters={writing?.task_type === 'send_email' ? writing.parameters : null}
        saving={savingDraft}
        onClose={() => setWriting(null)}
        onSubmit={async (parameters) => {
          if (!writing) return;
          setSavingDraft(true);
          try {
            await taskActions.onSaveParameters(writing.id, parameters);
            setWriting(null);
          } catch {
            // Reported by the toast; the form stays open to try again.
          } finally {
            setSavingDraft(false);
          }
        }}
      />
    </>
  );
}
