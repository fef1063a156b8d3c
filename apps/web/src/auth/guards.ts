import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';

/** beforeLoad of every page but the landing page: a signed-out user goes to /. */
export function requireSignedIn({ context }: { context: RouterContext }): void {
  if (!context.session?.isLoggedIn) throw redirect({ to: '/', replace: true });
}

/** beforeLoad of the landing page: a signed-in user goes (replace) to /dashboard. */
export function redirectSignedInToDashboard({ context }: { context: RouterContext }): void {
  if (context.session?.isLoggedIn) throw redirect({ to: '/dashboard', replace: true });
}
