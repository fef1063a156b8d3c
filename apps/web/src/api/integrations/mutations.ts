import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../client';
import { configurationKeys } from '../configurations/keys';
import { integrationKeys, organizationSettingsKeys } from './keys';

/** Sends the browser to the provider's consent page (the API answers with auth_url). */
function redirectTo(url: string) {
  window.location.assign(url);
}

/** POST .../oauth/authorize, then the browser goes to the provider. */
export function useAuthorizeIntegration() {
  return useMutation({
    mutationFn: async (service: 'gmail' | 'quickbooks') => {
      const answer = await apiCall(service === 'gmail' ? 'authorizeGmail' : 'authorizeQuickbooks');
      redirectTo(answer.auth_url);
    },
  });
}

/** DELETE .../oauth/account; the status is read again. */
export function useUnlinkIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (service: 'gmail' | 'quickbooks') =>
      apiCall(service === 'gmail' ? 'unlinkGmailAccount' : 'unlinkQuickbooksAccount'),
    onSuccess: (_answer, service) =>
      queryClient.invalidateQueries({
        queryKey: service === 'gmail' ? integrationKeys.mailbox() : integrationKeys.accounting(),
      }),
  });
}

/** PUT /api/organization/settings/read-only-mode (only while no mailbox is connected). */
export function useSetReadOnlyMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (readOnlyMode: boolean) =>
      apiCall('setReadOnlyMode', { body: { read_only_mode: readOnlyMode } }),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(organizationSettingsKeys.all, settings);
    },
  });
}

/** PUT /api/organization/settings/dual-control; the answer replaces the settings. */
export function useSetDualControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => apiCall('setDualControl', { body: { dual_control: on } }),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(organizationSettingsKeys.all, settings);
    },
  });
}

/**
 * PUT /api/organization/settings/payment-protection; the answer replaces the settings, and
 * the protected actions (whose 'Executing a Payment' is the same switch) are read again.
 */
export function useSetPaymentProtection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      apiCall('setPaymentProtection', { body: { payment_execution_protected: on } }),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(organizationSettingsKeys.all, settings);
      return queryClient.invalidateQueries({ queryKey: configurationKeys.all });
    },
  });
}
