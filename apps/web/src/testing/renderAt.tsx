import { UiProvider } from '@ap/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createQueryClient } from '../api/query-client';
import { setApiSession } from '../api/session';
import { type AppSession, SessionContext } from '../auth/app-session';
import { routeTree } from '../routeTree.gen';
import { signedInSession } from './render';

/**
 * Renders the app's real route tree at `path` for a signed-in user of org_demo (an Admin unless
 * `session` says otherwise), with the
 * product's query policy (retries off so failures show at once). Calls go through fetch: the
 * test answers them with MSW.
 */
export function renderAt(path: string, session: AppSession = signedInSession()) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  setApiSession({
    getAccessToken: async () => 'test-token',
    orgId: 'org_demo',
    onUnauthorized: () => {},
  });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, session },
  });
  render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </UiProvider>,
  );
  return { router, queryClient };
}
