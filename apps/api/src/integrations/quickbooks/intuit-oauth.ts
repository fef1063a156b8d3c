import OAuthClient from 'intuit-oauth';
import type { ApiConfig } from '../../config/env';

/**
 * intuit-oauth keeps its endpoints in static properties of the class: point them at
 * QUICKBOOKS_OAUTH_URL (Intuit's own hosts, or the sandbox) once per process.
 */
export const pointIntuitOauthAt = (config: ApiConfig['quickbooks']) => {
  const oauth = config.oauthUrl.replace(/\/$/, '');
  const api = `${config.apiUrl.replace(/\/$/, '')}/`;
  OAuthClient.authorizeEndpoint = `${oauth}/connect/oauth2`;
  OAuthClient.tokenEndpoint = `${oauth}/oauth2/v1/tokens/bearer`;
  OAuthClient.revokeEndpoint = `${oauth}/oauth2/v1/tokens/revoke`;
  OAuthClient.environment = { sandbox: api, production: api };
  // The browser waits on the callback: a failed exchange answers at once (connect again).
  OAuthClient.retryConfig = { ...OAuthClient.retryConfig, maxRetries: 0 };
};

/** A client for one OAuth exchange or revocation (its token state is per instance). */
export const intuitOauthClient = (config: ApiConfig['quickbooks'], redirectUri?: string) =>
  new OAuthClient({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    environment: 'production',
    redirectUri: redirectUri ?? '',
  });

export const ACCOUNTING_SCOPES = [OAuthClient.scopes.Accounting];
