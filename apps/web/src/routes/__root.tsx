import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Any other path redirects to / (SPEC §2 route table).
  notFoundComponent: () => <Navigate to="/" replace />,
});
