import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { integrationConnections } from '../../db/schema';
import { UpstreamHttpError } from '../../http/api-error';
import type { Connection } from '../connections';
import type { GmailTokens } from './gmail-client';

/** What the mailbox connection keeps: Google's tokens plus when the access token expires. */
export type GmailCredentials = {
  access_token: string;
  refresh_token?: string;
  expires_at?: number;
};

const REFRESH_MARGIN_MS = 60_000;

/** Credentials to store from a token answer (code exchange or refresh). */
export const gmailCredentials = (
  tokens: GmailTokens,
  previous?: GmailCredentials,
): GmailCredentials => {
  const refreshToken = tokens.refresh_token ?? previous?.refresh_token;
  return {
    access_token: tokens.access_token,
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    ...(tokens.expires_in ? { expires_at: Date.now() + tokens.expires_in * 1000 } : {}),
  };
};

const refresh = async (deps: AppDeps, connection: Connection, current: GmailCredentials) => {
  if (!current.refresh_token) return undefined;
  const next = gmailCredentials(
    await deps.gmail.refreshAccessToken(current.refresh_token),
    current,
  );
  await deps.db
    .update(integrationConnections)
    .set({ credentials: next })
    .where(
      and(
        eq(integrationConnections.orgId, connection.orgId),
        eq(integrationConnections.service, 'gmail'),
      ),
    );
  return next;
};

/**
 * Runs `use` with a working access token: refreshed first when it is about to expire, and
 * once more if Gmail still answers 401 (revoked or expired early).
 */
export const withGmailAccess = async <T>(
  deps: AppDeps,
  connection: Connection,
  use: (accessToken: string) => Promise<T>,
): Promise<T> => {
  let credentials = connection.credentials as GmailCredentials;
  if (credentials.expires_at && credentials.expires_at - REFRESH_MARGIN_MS < Date.now()) {
    credentials = (await refresh(deps, connection, credentials)) ?? credentials;
  }
  try {
    return await use(credentials.access_token);
  } catch (err) {
    if (!(err instanceof UpstreamHttpError) || err.upstreamStatus !== 401) throw err;
    const renewed = await refresh(deps, connection, credentials);
    if (!renewed) throw err;
    return use(renewed.access_token);
  }
};
