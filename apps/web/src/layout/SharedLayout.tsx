import { AppLayout } from '@ap/ui';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '../auth/app-session';

// Mantine's Select is heavy and only members of several organisations see it: load it apart.
const OrgSwitcher = lazy(() =>
  import('./OrgSwitcher').then((module) => ({ default: module.OrgSwitcher })),
);

/** Header (title, Sign Up / Sign In or the Settings menu) over the page (SPEC §2). */
export function SharedLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const account =
    session.isLoggedIn && session.user
      ? {
          email: session.user.email,
          onMyAccount: () => session.openAccount(location.href),
          onOrganizationSettings: () => void navigate({ to: '/settings' }),
          onAdmin: () => void navigate({ to: '/admin' }),
          onSignOut: async () => {
            await session.signOut();
            await navigate({ to: '/' });
          },
        }
      : null;
  return (
    <AppLayout
      header={{
        onTitleClick: () => void navigate({ to: '/' }),
        account,
        accountExtras:
          session.orgs.length > 1 ? (
            <Suspense fallback={null}>
              <OrgSwitcher />
            </Suspense>
          ) : null,
        onSignIn: session.signIn,
        onSignUp: session.signUp,
      }}
    >
      <Outlet />
    </AppLayout>
  );
}
