import type { InvoiceDialogSavePayload } from '@ap/ui';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../admin/keys';
import { apiCall } from '../client';
import { taskKeys } from '../tasks/keys';
import { invoiceKeys } from './keys';

/**
 * After an invoice changes: its detail, its runs, the dashboard's figures, the admin list, and
 * the /invoices list through its changes poll (asked at once; the pages stay as they are).
 */
export function invalidateInvoice(queryClient: QueryClient, invoiceId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(invoiceId) }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.workflowRuns(invoiceId) }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.changes() }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.summary() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.invoices() }),
  ]);
}

/** PATCH /api/invoices/{id} with every field of the save shape (SPEC §3). */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      invoiceId,
      payload,
    }: {
      invoiceId: string;
      payload: InvoiceDialogSavePayload;
    }) => apiCall('saveInvoice', { id: invoiceId, body: payload }),
    onSuccess: (_data, { invoiceId }) => invalidateInvoice(queryClient, invoiceId),
  });
}

/**
 * POST /api/invoices/{id}/pay: queued, or an approval task over $10,000. A new task shows in the
 * task lists and the invoice's runs; the tasks that were there did not change and are not read
 * again (one request each).
 */
export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) => apiCall('payInvoice', { id: invoiceId }),
    onSuccess: (_data, invoiceId) =>
      Promise.all([
        invalidateInvoice(queryClient, invoiceId),
        queryClient.invalidateQueries({ queryKey: taskKeys.lists() }),
      ]),
  });
}

/** POST /api/invoices/{id}/checks/override: an Admin's override of a check with a reason (audited). */
export function useOverrideCheckWithReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      invoiceId,
      check,
      reason,
    }: {
      invoiceId: string;
      check: string;
      reason: string;
    }) => apiCall('overrideCheckWithReason', { id: invoiceId, body: { check, reason } }),
    onSuccess: (_data, { invoiceId }) => invalidateInvoice(queryClient, invoiceId),
  });
}

/** POST /api/invoices/{id}/approvals/approve: the signed-in user's waiting steps approved. */
export function useApproveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) => apiCall('approveInvoice', { id: invoiceId }),
    onSuccess: (invoice, invoiceId) => {
      // The answer is the updated invoice: show it at once, then refetch what it changed.
      queryClient.setQueryData(invoiceKeys.detail(invoiceId), invoice);
      return invalidateInvoice(queryClient, invoiceId);
    },
  });
}

/**
 * POST /api/invoices/{id}/w9-request or /requisitioner-email: a drafted send_email task that
 * waits for approval; the task lists and the invoice's runs show it. The answer is not held
 * back for their refetch: the draft exists once the server says so. The runs' other tasks did
 * not change and are not read again (one request each, which could hold the toast for seconds
 * on a busy server).
 */
export function useDraftInvoiceEmail(operation: 'requestVendorW9' | 'draftRequisitionerEmail') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) => apiCall(operation, { id: invoiceId }),
    onSuccess: (_data, invoiceId) => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.workflowRuns(invoiceId) });
      void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
    },
  });
}
