import { ERROR_TOASTS, hasOrgRoleAtLeast, SUCCESS_TOASTS, stepsDecidableBy } from '@ap/domain';
import type { Invoice } from '@ap/domain/contract';
import { showSuccessToast } from '@ap/ui';
import { useApproveInvoice } from '../api/invoices/mutations';
import { useSession } from '../auth/app-session';
import { useOperationDenial } from '../auth/useOperationDenial';
import { runAction } from '../feedback/toast-action';

/**
 * The signed-in user's part in the invoice's approval chain: the waiting steps they may decide
 * (the domain's rule, the same one the API applies), why they may not now, and the action,
 * which toasts its outcome (the API's reason on a refusal).
 */
export function useInvoiceApproval(invoice: Invoice | undefined) {
  const { user, activeOrg } = useSession();
  const denial = useOperationDenial();
  const approve = useApproveInvoice();
  const decidableSteps =
    invoice && user
      ? stepsDecidableBy(
          invoice.approvals,
          {
            email: user.email,
            isAdmin: hasOrgRoleAtLeast(activeOrg, 'Admin'),
            isOwner: hasOrgRoleAtLeast(activeOrg, 'Owner'),
          },
          invoice.requisitioner_contact_email,
        )
      : [];
  return {
    decidableSteps,
    disabledReason: denial('approveInvoice', 'approve invoices'),
    onApprove: (invoiceId: string) =>
      runAction(() => approve.mutateAsync(invoiceId), { failed: ERROR_TOASTS.approveInvoice }).then(
        () => showSuccessToast(SUCCESS_TOASTS.invoiceApproved),
      ),
  };
}
