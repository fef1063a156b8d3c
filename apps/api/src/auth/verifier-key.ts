import { TokenVerificationMetadataSchema } from '@ap/domain/contract';
import { importSPKI } from 'jose';
import type { ApiConfig } from '../config/env';
import { upstreamUnavailable } from '../http/api-error';

export type VerifierKey = {
  key: Awaited<ReturnType<typeof importSPKI>>;
  issuer: string;
  /** The same key as PEM (what @propelauth/node's manualTokenVerificationMetadata takes). */
  pem: string;
};

/** Only the origin of the auth URL is the issuer, as PropelAuth's libraries do it. */
export const issuerOf = (authUrl: string): string => new URL(authUrl).origin;

const fetchVerifierPem = async (auth: ApiConfig['auth']): Promise<string> => {
  const url = new URL('/api/v1/token_verification_metadata', auth.backendUrl);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: `Bearer ${auth.apiKey}` } });
  } catch (err) {
    throw upstreamUnavailable('Auth service', (err as Error).message);
  }
  if (!response.ok) throw upstreamUnavailable('Auth service', `HTTP ${response.status}`);
  const parsed = TokenVerificationMetadataSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw upstreamUnavailable('Auth service', 'malformed verification metadata');
  return parsed.data.verifier_key_pem;
};

/**
 * The RS256 key access tokens are checked against: PROPELAUTH_VERIFIER_KEY when given, else
 * fetched once from the auth service (retried on the next request if that fetch failed).
 */
export const createVerifierKeySource = (auth: ApiConfig['auth']) => {
  let pending: Promise<VerifierKey> | undefined;
  const load = async (): Promise<VerifierKey> => {
    const pem = auth.verifierKeyPem ?? (await fetchVerifierPem(auth));
    return { key: await importSPKI(pem, 'RS256'), issuer: issuerOf(auth.authUrl), pem };
  };
  return (): Promise<VerifierKey> => {
    pending ??= load().catch((err) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
};
