import { inheritedOrgRoles, type OrgRole } from '@ap/domain';
import { UiProvider } from '@ap/ui';
import type { OrgMemberInfo } from '@propelauth/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../api/query-client';
import { setApiSession } from '../api/session';
import { type AppSession, SessionContext } from '../auth/app-session';

/** The demo user's membership of `org_demo` (Acme Corp) with `role`, as the auth client gives it. */
export function demoMembership(role: OrgRole = 'Admin'): OrgMemberInfo {
  return {
    orgId: 'org_demo',
    orgName: 'Acme Corp',
    orgMetadata: {},
    urlSafeOrgName: 'acme-corp',
    orgRoleStructure: 'single_role_in_hierarchy' as OrgMemberInfo['orgRoleStructure'],
    userAssignedRole: role,
    userInheritedRolesPlusCurrentRole: inheritedOrgRoles(role),
    userPermissions: [],
    userAssignedAdditionalRoles: [],
  };
}

/** A signed-in session of the demo user acting for `org_demo` as an Admin (or `activeOrg`). */
export function signedInSession(overrides: Partial<AppSession> = {}): AppSession {
  return {
    isLoggedIn: true,
    user: { email: 'ap@acme.test', firstName: 'Avery', lastName: 'Park' },
    orgs: [demoMembership()],
    activeOrg: demoMembership(),
    appUrl: 'http://localhost:5173',
    selectOrg: () => {},
    signIn: () => {},
    signUp: () => {},
    openAccount: () => {},
    signOut: async () => {},
    ...overrides,
  };
}

/**
 * Renders a screen as the app does (theme, toasts, a fresh QueryClient with the app's policy
 * but no retry waits, a signed-in session and API caller).
 */
export function renderScreen(ui: ReactElement, session: AppSession = signedInSession()) {
  const queryClient: QueryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  setApiSession({
    getAccessToken: async () => 'test-token',
    orgId: 'org_demo',
    onUnauthorized: () => {},
  });
  const result = render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
      </QueryClientProvider>
    </UiProvider>,
  );
  return { ...result, queryClient };
}
