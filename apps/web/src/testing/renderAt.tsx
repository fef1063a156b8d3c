import { UiProvider } from '@ap/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createQueryClient } from '../api/query-client';
import { setApiSession } from '../api/session';
import type { AppSession } from '../auth/app-session';
import { routeTree } from '../routeTree.gen';

/**
 * Renders the app's real route tree at `path` for a signed-in user of org_demo, with the
 * product's query policy (retries off so failures show at once). Calls go through fetch: the
 * test answers them with MSW.
 */
export function renderAt(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const session = { isLoggedIn: true } as AppSession;
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
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { router, queryClient };
}
