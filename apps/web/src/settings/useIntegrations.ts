import { ERROR_TOASTS, SUCCESS_TOASTS } from '@ap/domain';
import { showErrorToast, showSuccessToast } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import {
  useAuthorizeIntegration,
  useSetReadOnlyMode,
  useUnlinkIntegration,
} from '../api/integrations/mutations';
import {
  accountingStatusQueryOptions,
  mailboxStatusQueryOptions,
  organizationSettingsQueryOptions,
  paymentAccountStatusQueryOptions,
} from '../api/integrations/queries';
import { useErrorToast } from '../feedback/useErrorToast';

/** Runs an action; on failure shows `title` with the error text (the caller's button resets). */
async function withToast(action: () => Promise<unknown>, title: string, success?: string) {
  try {
    await action();
    if (success) showSuccessToast(success);
  } catch (error) {
    showErrorToast(title, error);
  }
}

/** The integration statuses and actions of the settings page and the onboarding wizard. */
export function useIntegrations() {
  const mailbox = useQuery(mailboxStatusQueryOptions());
  const accounting = useQuery(accountingStatusQueryOptions());
  const paymentAccount = useQuery(paymentAccountStatusQueryOptions());
  const settings = useQuery(organizationSettingsQueryOptions());
  useErrorToast(mailbox.error, ERROR_TOASTS.loadGmailStatus);
  useErrorToast(accounting.error, ERROR_TOASTS.loadQuickBooksStatus);
  useErrorToast(paymentAccount.error, ERROR_TOASTS.loadBankAccountStatus);

  const authorize = useAuthorizeIntegration();
  const unlink = useUnlinkIntegration();
  const setReadOnly = useSetReadOnlyMode();

  return {
    mailboxStatus: mailbox.data,
    accountingStatus: accounting.data,
    /** undefined while loading, null when it could not be loaded. */
    paymentAccountStatus: paymentAccount.isError ? null : paymentAccount.data,
    readOnlyMode: settings.data?.read_only_mode,
    connectGmail: () => withToast(() => authorize.mutateAsync('gmail'), ERROR_TOASTS.linkGmail),
    unlinkGmail: () =>
      withToast(
        () => unlink.mutateAsync('gmail'),
        ERROR_TOASTS.unlinkGmail,
        SUCCESS_TOASTS.gmailUnlinked,
      ),
    connectQuickBooks: () =>
      withToast(() => authorize.mutateAsync('quickbooks'), ERROR_TOASTS.linkQuickBooks),
    unlinkQuickBooks: () =>
      withToast(
        () => unlink.mutateAsync('quickbooks'),
        ERROR_TOASTS.unlinkQuickBooks,
        SUCCESS_TOASTS.quickBooksUnlinked,
      ),
    setReadOnlyMode: (readOnlyMode: boolean) =>
      void withToast(
        () => setReadOnly.mutateAsync(readOnlyMode),
        ERROR_TOASTS.updatePermissionLevel,
      ),
  };
}
