import {
  type ApprovalChains,
  type CompanyDetails,
  compactMandatoryChecks,
  compactProtectedActions,
  type MandatoryChecksConfig,
  type ProtectedActionsConfig,
  type VendorSubsetSettings,
} from '@ap/domain';
import type { OrganizationConfigurations } from '@ap/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../client';
import { organizationSettingsKeys } from '../integrations/keys';
import { invoiceKeys } from '../invoices/keys';
import { configurationKeys } from './keys';

/** The three PUTs of the organisation's configurations; each answer replaces the cache. */
export function useSaveConfigurations() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: OrganizationConfigurations) => {
    queryClient.setQueryData(configurationKeys.all, answer);
  };
  const mandatoryChecks = useMutation({
    mutationFn: (config: MandatoryChecksConfig) =>
      apiCall('setMandatoryChecks', {
        body: { mandatory_checks: compactMandatoryChecks(config) },
      }),
    onSuccess,
  });
  const protectedActions = useMutation({
    mutationFn: (config: ProtectedActionsConfig) =>
      apiCall('setProtectedActions', {
        body: { protected_actions: compactProtectedActions(config) },
      }),
    onSuccess: (answer) => {
      onSuccess(answer);
      // The payment protection follows 'Executing a Payment'.
      return queryClient.invalidateQueries({ queryKey: organizationSettingsKeys.all });
    },
  });
  const vendorSubset = useMutation({
    mutationFn: (settings: VendorSubsetSettings) =>
      apiCall('setVendorSubset', { body: { vendor_subset: settings } }),
    onSuccess,
  });
  return { mandatoryChecks, protectedActions, vendorSubset };
}

/** PUT /api/organization/configurations/approval-chains; the answer replaces the cache. */
export function useSaveApprovalChains() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chains: ApprovalChains) =>
      apiCall('setApprovalChains', { body: { approval_chains: chains } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(configurationKeys.approvalChains(), answer);
    },
  });
}

/** PUT /api/organization/configurations/company-details; the answer replaces the cache. */
export function useSaveCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: CompanyDetails) =>
      apiCall('setCompanyDetails', { body: { company_details: details } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(configurationKeys.companyDetails(), answer);
      // 'Addressed to Us' of open invoices follows the names: their checks were recomputed.
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}
