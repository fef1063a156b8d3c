import type { ApiConfig } from '../../config/env';
import { upstreamUnavailable } from '../../http/api-error';
import { callUpstream } from '../upstream-error';
import { fetchCompanyName } from './company-info';
import { ACCOUNTING_SCOPES, intuitOauthClient, pointIntuitOauthAt } from './intuit-oauth';

export type QuickbooksTokens = { access_token: string; refresh_token?: string };
/** The provider's redirect back: `code` and `realmId` (the company) as Intuit sends them. */
export type QuickbooksCallback = { code: string; realmId: string; state: string };

/** Intuit OAuth 2 (intuit-oauth) + QuickBooks Online CompanyInfo, real service or sandbox. */
export interface QuickbooksClient {
  authorizationUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(callback: QuickbooksCallback, redirectUri: string): Promise<QuickbooksTokens>;
  getCompanyName(realmId: string, accessToken: string): Promise<string | null>;
  /** Revokes the grant (Intuit takes either token; the refresh token ends the whole grant). */
  revoke(token: string): Promise<void>;
}

export const createQuickbooksClient = (config: ApiConfig['quickbooks']): QuickbooksClient => {
  pointIntuitOauthAt(config);
  return {
    authorizationUrl: ({ state, redirectUri }) =>
      intuitOauthClient(config, redirectUri).authorizeUri({ scope: ACCOUNTING_SCOPES, state }),
    async exchangeCode(callback, redirectUri) {
      const client = intuitOauthClient(config, redirectUri);
      await callUpstream('QuickBooks', () =>
        client.createToken(`?${new URLSearchParams(callback).toString()}`),
      );
      const { access_token, refresh_token } = client.getToken();
      if (!access_token) throw upstreamUnavailable('QuickBooks', 'no access token issued');
      return { access_token, ...(refresh_token ? { refresh_token } : {}) };
    },
    getCompanyName: (realmId, accessToken) => fetchCompanyName(config.apiUrl, realmId, accessToken),
    async revoke(token) {
      await callUpstream('QuickBooks', () =>
        intuitOauthClient(config).revoke({ refresh_token: token }),
      );
    },
  };
};
