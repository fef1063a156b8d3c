import {
  type ConfigurationsToCopy,
  hasOrgRoleAtLeast,
  localConfigurationsToCopy,
  type OrgMembershipRoles,
} from '@ap/domain';
import { OPERATION_MINIMUM_ROLES, type OrganizationConfigurations } from '@ap/domain/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall } from '../api/client';
import { configurationKeys } from '../api/configurations/keys';
import { organizationConfigurationsQueryOptions } from '../api/configurations/queries';
import { organizationSettingsKeys } from '../api/integrations/keys';
import { claimLocalConfigurations, readLocalConfigurations } from './local-configurations';

/** Organisations whose copy this page load has already tried (a failure waits for a reload). */
const attempted = new Set<string>();

/** Forgets the attempts (tests). */
export const resetCopyAttempts = () => attempted.clear();

/**
 * Once per organisation and page load: each configuration the organisation has not saved on
 * the server but this browser has saved for it (readable) is sent to the server, so the assistant enforces
 * what the user chose. Only for a role that may save it; a failure is left for the next load
 * (the settings page still shows the browser's copy, and a save there shows its own toast).
 */
export async function copyLocalConfigurations(
  queryClient: QueryClient,
  orgId: string,
  membership: OrgMembershipRoles,
): Promise<void> {
  if (attempted.has(orgId)) return;
  attempted.add(orgId);
  const may = (operation: keyof typeof OPERATION_MINIMUM_ROLES) => {
    const minimum = OPERATION_MINIMUM_ROLES[operation];
    return minimum === null || hasOrgRoleAtLeast(membership, minimum);
  };
  let copy: ConfigurationsToCopy;
  try {
    const server = await queryClient.fetchQuery(organizationConfigurationsQueryOptions());
    copy = localConfigurationsToCopy(server, readLocalConfigurations(orgId));
    claimLocalConfigurations(orgId);
  } catch {
    return; // no server copy to compare with: nothing is sent
  }
  // One after another: each answer is the whole server copy after that save.
  const send = async (call: () => Promise<OrganizationConfigurations>) => {
    try {
      queryClient.setQueryData(configurationKeys.all, await call());
      return true;
    } catch {
      return false;
    }
  };
  const { mandatory_checks, protected_actions, vendor_subset } = copy;
  if (mandatory_checks && may('setMandatoryChecks'))
    await send(() => apiCall('setMandatoryChecks', { body: { mandatory_checks } }));
  if (
    protected_actions &&
    may('setProtectedActions') &&
    (await send(() => apiCall('setProtectedActions', { body: { protected_actions } })))
  ) {
    // The payment protection follows 'Executing a Payment'.
    await queryClient.invalidateQueries({ queryKey: organizationSettingsKeys.all });
  }
  if (vendor_subset && may('setVendorSubset'))
    await send(() => apiCall('setVendorSubset', { body: { vendor_subset } }));
}
