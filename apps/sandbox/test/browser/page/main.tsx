import {
  AuthProvider,
  useAuthInfo,
  useLogoutFunction,
  useRedirectFunctions,
} from '@propelauth/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    AUTH_URL: string;
  }
}

type OrgClaims = { org_member_info?: { org_name: string; user_role: string } };

const claimsOf = (token: string): OrgClaims =>
  JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? 'e30='));

/** The least a product page does with @propelauth/react: sign up/in, refresh, pick an org, sign out. */
const Page = () => {
  const auth = useAuthInfo();
  const { redirectToSignupPage, redirectToLoginPage } = useRedirectFunctions();
  const logout = useLogoutFunction();
  const [refreshes, setRefreshes] = useState(0);
  const [orgToken, setOrgToken] = useState('');
  const home = `${window.location.origin}/`;

  if (auth.loading) return <p>Loading...</p>;
  if (!auth.isLoggedIn) {
    return (
      <main>
        <p data-testid="state">Signed out</p>
        <button type="button" onClick={() => redirectToSignupPage({ postSignupRedirectUrl: home })}>
          Sign Up
        </button>
        <button type="button" onClick={() => redirectToLoginPage({ postLoginRedirectUrl: home })}>
          Sign In
        </button>
      </main>
    );
  }
  const active = orgToken ? claimsOf(orgToken).org_member_info : undefined;
  return (
    <main>
      <p data-testid="state">Signed in as {auth.user.email}</p>
      <p
        data-testid="token"
        data-value={auth.accessToken}
        data-expires={auth.accessTokenExpiresAtSeconds}
      >
        token
      </p>
      <p data-testid="refreshes">{refreshes}</p>
      <ul>
        {auth.orgHelper.getOrgs().map((org) => (
          <li key={org.orgId}>
            <button
              type="button"
              onClick={async () =>
                setOrgToken((await auth.tokens.getAccessTokenForOrg(org.orgId)).accessToken ?? '')
              }
            >
              Switch to {org.orgName}
            </button>
          </li>
        ))}
      </ul>
      <p data-testid="active-org" data-token={orgToken}>
        {active ? `${active.org_name} (${active.user_role})` : 'none'}
      </p>
      <button
        type="button"
        onClick={async () => {
          await auth.refreshAuthInfo();
          setRefreshes((n) => n + 1);
        }}
      >
        Refresh
      </button>
      <button type="button" onClick={() => logout(false)}>
        Sign Out
      </button>
    </main>
  );
};

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <AuthProvider authUrl={window.AUTH_URL}>
      <Page />
    </AuthProvider>,
  );
