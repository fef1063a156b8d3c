import type { OrgMemberInfo } from '@propelauth/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readLocalConfigurations } from './local-configurations';

/**
 * On the first load for an organisation: sends the browser's saved configurations the server
 * lacks (see copy-local-configurations.ts, loaded only when the browser has saved any).
 */
export function useCopyLocalConfigurations(activeOrg: OrgMemberInfo | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!activeOrg) return;
    const local = readLocalConfigurations(activeOrg.orgId);
    if (!local.mandatoryChecks && !local.protectedActions && !local.vendorSubset) return;
    void import('./copy-local-configurations').then(({ copyLocalConfigurations }) =>
      copyLocalConfigurations(queryClient, activeOrg.orgId, activeOrg),
    );
  }, [queryClient, activeOrg]);
}
