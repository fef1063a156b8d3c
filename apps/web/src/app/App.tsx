import type { PublicConfig } from '@ap/domain/contract';
import { StartupScreen } from '@ap/ui';
import { AuthProvider } from '@propelauth/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { createQueryClient } from '../api/query-client';
import { SessionContext } from '../auth/app-session';
import { authClientFor } from '../auth/auth-client';
import { useAppSession } from '../auth/useAppSession';
import { useCopyLocalConfigurations } from '../settings/useCopyLocalConfigurations';
import { ConfigGate } from './ConfigGate';
import { createAppRouter, preloadRouteChunks } from './router';

function SessionRouter({
  config,
  queryClient,
  router,
}: {
  config: PublicConfig;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  const { loading, session } = useAppSession(config, () => {
    void router.navigate({ to: '/' });
  });
  const signedIn = session.isLoggedIn;
  const orgId = session.activeOrg?.orgId;
  useCopyLocalConfigurations(session.activeOrg);
  // Sign-in/out here or in another tab, or another org: guards and loaders run again. Not on
  // the first known session: the router's first load already runs with it (a second load
  // would start every page's queries twice while the page is still painting).
  const sessionKey = loading ? null : `${signedIn}:${orgId ?? ''}`;
  const loadedWith = useRef<string | null>(null);
  useEffect(() => {
    if (sessionKey === null) return;
    if (loadedWith.current !== null && loadedWith.current !== sessionKey) void router.invalidate();
    loadedWith.current = sessionKey;
  }, [router, sessionKey]);

  if (loading) return <StartupScreen state="loading" />;
  return (
    <SessionContext.Provider value={session}>
      <RouterProvider router={router} context={{ queryClient, session }} />
    </SessionContext.Provider>
  );
}

/**
 * Start-up (SPEC §2): public configuration first, then the auth provider on its address, then
 * the routes. `queryClient` is injectable for tests.
 */
export function App({ queryClient: injected }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => injected ?? createQueryClient());
  const [router] = useState(() => createAppRouter(queryClient));
  // The page's code downloads alongside the configuration and the session, not after them.
  useEffect(() => preloadRouteChunks(router, window.location.pathname), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigGate>
        {(config, authUrl) => (
          <AuthProvider client={authClientFor(authUrl)}>
            <SessionRouter config={config} queryClient={queryClient} router={router} />
          </AuthProvider>
        )}
      </ConfigGate>
    </QueryClientProvider>
  );
}
