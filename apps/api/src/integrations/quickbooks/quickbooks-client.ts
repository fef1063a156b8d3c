import { z } from 'zod';
import type { ApiConfig } from '../../config/env';
import { upstreamUnavailable } from '../../http/api-error';
import { basicAuth, formBody, requestJson } from '../request-json';

export type QuickbooksTokens = { access_token: string; refresh_token?: string };

/** Intuit OAuth 2 + QuickBooks Online accounting API (real service or sandbox stand-in). */
export interface QuickbooksClient {
  authorizationUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(code: string, redirectUri: string): Promise<QuickbooksTokens>;
  getCompanyName(realmId: string, accessToken: string): Promise<string | null>;
  revoke(token: string): Promise<void>;
}

const TokenSchema = z.object({ access_token: z.string(), refresh_token: z.string().optional() });
const CompanyInfoSchema = z.object({
  CompanyInfo: z.object({ CompanyName: z.string().nullish() }),
});

export const createQuickbooksClient = (config: ApiConfig['quickbooks']): QuickbooksClient => {
  const auth = basicAuth(config.clientId, config.clientSecret);
  return {
    authorizationUrl({ state, redirectUri }) {
      const url = new URL('/connect/oauth2', config.oauthUrl);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'com.intuit.quickbooks.accounting',
        state,
      }).toString();
      return url.toString();
    },
    async exchangeCode(code, redirectUri) {
      const answer = await requestJson(
        'QuickBooks',
        new URL('/oauth2/v1/tokens/bearer', config.oauthUrl),
        {
          method: 'POST',
          headers: { Authorization: auth, Accept: 'application/json' },
          body: formBody({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
        },
      );
      const parsed = TokenSchema.safeParse(answer);
      if (!parsed.success) throw upstreamUnavailable('QuickBooks', 'unexpected token answer');
      return parsed.data;
    },
    async getCompanyName(realmId, accessToken) {
      const path = `/v3/company/${encodeURIComponent(realmId)}/companyinfo/${encodeURIComponent(realmId)}`;
      const answer = await requestJson('QuickBooks', new URL(path, config.apiUrl), {
        headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      });
      const parsed = CompanyInfoSchema.safeParse(answer);
      if (!parsed.success) throw upstreamUnavailable('QuickBooks', 'unexpected company answer');
      return parsed.data.CompanyInfo.CompanyName ?? null;
    },
    async revoke(token) {
      await requestJson('QuickBooks', new URL('/oauth2/v1/tokens/revoke', config.oauthUrl), {
        method: 'POST',
        headers: {
          Authorization: auth,
          Accept: 'application/json',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ token }),
      });
    },
  };
};
