import { z } from 'zod';
import type { ApiConfig } from '../../config/env';
import { upstreamUnavailable } from '../../http/api-error';
import { basicAuth, formBody, requestJson } from '../request-json';

/** Moov's server API (Basic auth with the public/secret key pair), real or sandbox. */
export interface MoovClient {
  /** A short-lived token for the browser's onboarding widget, limited to `scopes`. */
  createAccessToken(scopes: string[]): Promise<string>;
  /** Throws 502 when Moov cannot be reached; null when the account does not exist. */
  accountExists(accountId: string): Promise<boolean>;
}

const TokenSchema = z.object({ access_token: z.string() });

/** Scopes of the onboarding widget (account creation before an account id exists). */
export const ONBOARDING_SCOPES = ['/accounts.write', '/fed.read', '/profile-enrichment.read'];

/** Scopes the widget needs once it created `resource_type` on account `accountId`. */
export const accountScopes = (accountId: string): string[] => [
  `/accounts/${accountId}/profile.read`,
  `/accounts/${accountId}/profile.write`,
  `/accounts/${accountId}/bank-accounts.read`,
  `/accounts/${accountId}/bank-accounts.write`,
  `/accounts/${accountId}/capabilities.read`,
  `/accounts/${accountId}/capabilities.write`,
  `/accounts/${accountId}/representatives.read`,
  `/accounts/${accountId}/representatives.write`,
];

export const createMoovClient = (config: ApiConfig['moov']): MoovClient => {
  const auth = basicAuth(config.publicKey, config.secretKey);
  return {
    async createAccessToken(scopes) {
      const answer = await requestJson('Moov', new URL('/oauth2/token', config.apiUrl), {
        method: 'POST',
        headers: { Authorization: auth },
        body: formBody({ grant_type: 'client_credentials', scope: scopes.join(' ') }),
      });
      const parsed = TokenSchema.safeParse(answer);
      if (!parsed.success) throw upstreamUnavailable('Moov', 'unexpected token answer');
      return parsed.data.access_token;
    },
    async accountExists(accountId) {
      const url = new URL(`/accounts/${encodeURIComponent(accountId)}`, config.apiUrl);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { Authorization: auth },
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        throw upstreamUnavailable('Moov', (err as Error).message);
      }
      if (response.status === 404) return false;
      if (!response.ok) throw upstreamUnavailable('Moov', `HTTP ${response.status}`);
      return true;
    },
  };
};
