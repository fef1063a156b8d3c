import type { ApiConfig } from './env';
import { secretsAtSandboxDefault } from './sandbox-secrets';

const LOOPBACK_HOST = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

const isLoopback = (url: string): boolean => {
  try {
    return LOOPBACK_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
};

/** The external services' addresses, by the variable that sets them. */
const serviceUrls = (config: ApiConfig): Record<string, string> => ({
  PROPELAUTH_AUTH_URL: config.auth.authUrl,
  PROPELAUTH_BACKEND_URL: config.auth.backendUrl,
  GMAIL_OAUTH_URL: config.gmail.oauthUrl,
  GMAIL_API_URL: config.gmail.apiUrl,
  QUICKBOOKS_OAUTH_URL: config.quickbooks.oauthUrl,
  QUICKBOOKS_API_URL: config.quickbooks.apiUrl,
  MOOV_API_URL: config.moov.apiUrl,
});

export type SafetyVerdict = {
  /** Why the process counts as real: NODE_ENV=production, or the services it would call. */
  reasons: string[];
  /** Variables that must be set before it may start. */
  unsafe: string[];
};

/**
 * In production (NODE_ENV=production, or any external service at a non-loopback address)
 * every secret must be the operator's own: none may keep its sandbox default, and the data
 * key must be given (DATA_ENCRYPTION_KEY, or a key file named on purpose) rather than
 * generated on this machine, where another process could not read what this one sealed.
 */
export const productionSafety = (config: ApiConfig): SafetyVerdict => {
  const reasons = [
    ...(process.env.NODE_ENV === 'production' ? ['NODE_ENV=production'] : []),
    ...Object.entries(serviceUrls(config))
      .filter(([, url]) => !isLoopback(url))
      .map(([name]) => `${name} is not a loopback address`),
  ];
  if (reasons.length === 0) return { reasons, unsafe: [] };
  const generatedDataKey =
    !process.env.DATA_ENCRYPTION_KEY && !process.env.DATA_ENCRYPTION_KEY_FILE
      ? ['DATA_ENCRYPTION_KEY']
      : [];
  return { reasons, unsafe: [...secretsAtSandboxDefault(), ...generatedDataKey] };
};
