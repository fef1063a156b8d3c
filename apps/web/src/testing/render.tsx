import { UiProvider } from '@ap/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../api/query-client';
import { setApiSession } from '../api/session';
import { type AppSession, SessionContext } from '../auth/app-session';

/** A signed-in session of the demo user acting for `org_demo`. */
export function signedInSession(overrides: Partial<AppSession> = {}): AppSession {
  return {
    isLoggedIn: true,
    user: { email: 'ap@acme.test', firstName: 'Avery', lastName: 'Park' },
    orgs: [],
    activeOrg: null,
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
