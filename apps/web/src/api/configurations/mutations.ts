import {
  compactMandatoryChecks,
  compactProtectedActions,
  type MandatoryChecksConfig,
  type ProtectedActionsConfig,
  type VendorSubsetSettings,
} from '@ap/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationSettingsKeys } from '../integrations/keys';
import { extensionCall } from './extension-call';
import { configurationKeys } from './keys';

/** The three PUTs of the organisation's configurations; each answer replaces the cache. */
export function useSaveConfigurations() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: Awaited<ReturnType<typeof extensionCall>>) => {
    queryClient.setQueryData(configurationKeys.all, answer);
  };
  const mandatoryChecks = useMutation({
    mutationFn: (config: MandatoryChecksConfig) =>
      extensionCall('setMandatoryChecks', { mandatory_checks: compactMandatoryChecks(config) }),
    onSuccess,
  });
  const protectedActions = useMutation({
    mutationFn: (config: ProtectedActionsConfig) =>
      extensionCall('setProtectedActions', { protected_actions: compactProtectedActions(config) }),
    onSuccess: (answer) => {
      onSuccess(answer);
      // The payment protection follows 'Executing a Payment'.
      return queryClient.invalidateQueries({ queryKey: organizationSettingsKeys.all });
    },
  });
  const vendorSubset = useMutation({
    mutationFn: (settings: VendorSubsetSettings) =>
      extensionCall('setVendorSubset', { vendor_subset: settings }),
    onSuccess,
  });
  return { mandatoryChecks, protectedActions, vendorSubset };
}
