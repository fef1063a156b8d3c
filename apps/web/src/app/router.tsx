import { APP_MESSAGES } from '@ap/domain';
import { Alert, Center } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { AppSession } from '../auth/app-session';
import { routeTree } from '../routeTree.gen';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  session: AppSession;
}

function UnexpectedError() {
  return (
    <Center mih="50vh" p="lg">
      <Alert color="red" role="alert">
        {APP_MESSAGES.unexpectedApplicationError}
      </Alert>
    </Center>
  );
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    // Filled in by <RouterProvider context> once the session is known.
    context: { queryClient, session: undefined as unknown as AppSession },
    defaultPreload: 'intent',
    // React Query owns freshness; the router only starts the fetch.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: UnexpectedError,
    scrollRestoration: true,
  });
}

/**
 * Starts downloading the code of the routes `pathname` names (their split components), so it
 * arrives while the configuration and the session load instead of after them. Loaders and
 * guards still run only once the session is known.
 */
export function preloadRouteChunks(
  router: ReturnType<typeof createAppRouter>,
  pathname: string,
): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) {
    // A failed download is tried again when the route renders.
    void router.loadRouteChunk(route)?.catch(() => {});
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
