import { ERROR_TOASTS, readGmailReturn, SUCCESS_TOASTS } from '@ap/domain';
import { showErrorToast, showSuccessToast } from '@ap/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { takeOnboardingReturnStep } from './onboarding-return';
import type { SettingsSearch } from './settings-search';

/**
 * Handles `gmail_linked` (with `error`), `quickbooks_linked` and `moov_linked` once: the toast,
 * then the parameters leave the address (replace). A connection started in the onboarding wizard
 * goes back to the wizard's step.
 */
export function useReturnParameters(search: SettingsSearch): void {
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    const { gmail_linked, quickbooks_linked, moov_linked, error } = search;
    if (handled.current) return;
    if (gmail_linked === undefined && quickbooks_linked === undefined && moov_linked === undefined)
      return;
    handled.current = true;

    const gmail = readGmailReturn(gmail_linked, error);
    if (gmail.kind === 'success') showSuccessToast(SUCCESS_TOASTS.gmailConnected);
    if (gmail.kind === 'error') showErrorToast(gmail.message);
    if (quickbooks_linked === 'error') showErrorToast(ERROR_TOASTS.linkQuickBooks, error);
    if (moov_linked === 'success') showSuccessToast(SUCCESS_TOASTS.bankConnected);

    const onboardingStep =
      gmail.kind !== 'none' || quickbooks_linked !== undefined ? takeOnboardingReturnStep() : null;
    if (onboardingStep !== null) {
      void navigate({ to: '/onboarding', search: { step: onboardingStep }, replace: true });
      return;
    }
    void navigate({
      to: '/settings',
      search: (previous) => ({
        drawer: previous.drawer,
        gmail_linked: undefined,
        quickbooks_linked: undefined,
        moov_linked: undefined,
        error: undefined,
      }),
      replace: true,
    });
  }, [search, navigate]);
}
