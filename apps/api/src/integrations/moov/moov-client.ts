import type { Moov } from '@moovio/sdk';
import type { ApiConfig } from '../../config/env';
import { callUpstream, toUpstreamError } from '../upstream-error';
import { type MoovPayments, moovPayments } from './moov-payments';

/** Moov's server API through @moovio/sdk (Basic auth with the public/secret key pair). */
export interface MoovClient extends MoovPayments {
  /** A short-lived token for the browser's onboarding widget, limited to `scopes`. */
  createAccessToken(scopes: string[]): Promise<string>;
  /** When Moov created the account; null when Moov does not know it (502 when unreachable). */
  accountCreatedOn(accountId: string): Promise<Date | null>;
}

/** Scopes of the onboarding widget (account creation before an account id exists). */
export const ONBOARDING_SCOPES = ['/accounts.write', '/fed.read', '/profile-enrichment.read'];

/** Scopes the widget needs on the account it created: bank account, capabilities, profile. */
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

const statusCodeOf = (err: unknown) =>
  typeof err === 'object' && err !== null && 'statusCode' in err ? err.statusCode : undefined;

export const createMoovClient = (config: ApiConfig['moov']): MoovClient => {
  // The SDK is hundreds of modules, about a fifth of the time an API or worker process takes to
  // start (most never pay anyone): it is loaded by the first call that needs it.
  let client: Promise<Moov> | undefined;
  const sdk = () =>
    (client ??= import('@moovio/sdk').then(
      ({ Moov }) =>
        new Moov({
          security: { username: config.publicKey, password: config.secretKey },
          serverURL: config.apiUrl,
          timeoutMs: 10_000,
          // A failed call answers the browser at once; it can try again.
          retryConfig: { strategy: 'none' },
        }),
    ));
  return {
    ...moovPayments(sdk),
    async createAccessToken(scopes) {
      const moov = await sdk();
      const { result } = await callUpstream('Moov', () =>
        moov.authentication.createAccessToken({
          grantType: 'client_credentials',
          scope: scopes.join(' '),
        }),
      );
      return result.accessToken;
    },
    async accountCreatedOn(accountId) {
      const moov = await sdk();
      try {
        const { result } = await moov.accounts.get({ accountID: accountId });
        return result.createdOn;
      } catch (err) {
        if (statusCodeOf(err) === 404) return null;
        throw toUpstreamError('Moov', err);
      }
    },
  };
};
