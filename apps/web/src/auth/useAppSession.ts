import type { PublicConfig } from '@ap/domain/contract';
import { useAuthInfo, useLogoutFunction, useRedirectFunctions } from '@propelauth/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { dashboardReturnUrl } from '../api/config/public-config';
import { getApiSession, setApiSession } from '../api/session';
import { chooseActiveOrg, rememberOrg } from './active-org';
import type { AppSession } from './app-session';

/**
 * Builds the app's session from @propelauth/react (which already refreshes the token, watches
 * other tabs' login/logout timestamps and refreshes on focus/online) and installs it as the
 * API client's caller. What the library lacks lives here: choosing and remembering the org,
 * and treating a token the API rejected (401) as signed out until the auth client renews it.
 */
export function useAppSession(config: PublicConfig, onUnauthorized: () => void) {
  const auth = useAuthInfo();
  const logout = useLogoutFunction();
  const { redirectToLoginPage, redirectToSignupPage, redirectToAccountPage } =
    useRedirectFunctions();
  const queryClient = useQueryClient();
  const [selectedOrgId, setSelectedOrgId] = useState<string | null>(null);
  const [rejectedToken, setRejectedToken] = useState<string | null>(null);

  const accessToken = auth.loading ? null : auth.accessToken;
  const isLoggedIn = Boolean(accessToken) && accessToken !== rejectedToken;
  const orgs = useMemo(
    () => (!auth.loading && auth.isLoggedIn ? auth.orgHelper.getOrgs() : []),
    [auth],
  );
  const activeOrg = isLoggedIn ? chooseActiveOrg(orgs, selectedOrgId ?? undefined) : null;

  // Installed during render, before the router's loaders run with it.
  setApiSession(
    isLoggedIn
      ? {
          getAccessToken: auth.tokens.getAccessToken,
          orgId: activeOrg?.orgId ?? null,
          onUnauthorized: () => {
            setRejectedToken(accessToken);
            void auth.refreshAuthInfo().catch(() => {});
            onUnauthorized();
          },
        }
      : { getAccessToken: async () => null, orgId: null, onUnauthorized },
  );

  const returnTarget = dashboardReturnUrl(config.app_url);
  const session: AppSession = {
    isLoggedIn,
    user: !auth.loading && auth.user ? auth.user : null,
    orgs,
    activeOrg,
    appUrl: config.app_url,
    selectOrg: (orgId) => {
      if (orgId === activeOrg?.orgId) return;
      rememberOrg(orgId);
      setSelectedOrgId(orgId);
      setApiSession({ ...getApiSession(), orgId });
      void queryClient.resetQueries();
    },
    signIn: () => redirectToLoginPage({ postLoginRedirectUrl: returnTarget }),
    signUp: () => redirectToSignupPage({ postSignupRedirectUrl: returnTarget }),
    openAccount: (returnPath) =>
      redirectToAccountPage({
        redirectBackToUrl: new URL(returnPath, config.app_url || window.location.origin).href,
      }),
    signOut: async () => {
      await logout(false);
      queryClient.clear();
    },
  };
  return { loading: auth.loading, session };
}
