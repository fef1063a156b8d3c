import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { integrationConnections } from '../../db/schema';
import type { Connection } from '../connections';
import type { GmailAccess, GmailCredentials } from './gmail-client';

/** Rows written before the official client kept `expires_at`; the client reads `expiry_date`. */
const storedCredentials = (connection: Connection): GmailCredentials => {
  const { expires_at, ...credentials } = connection.credentials as GmailCredentials & {
    expires_at?: number;
  };
  return expires_at && !credentials.expiry_date
    ? { ...credentials, expiry_date: expires_at }
    : credentials;
};

/**
 * Runs `use` with the mailbox's grant. The official client refreshes an expiring token, and
 * retries once after a 401 (revoked or expired early); a renewed token is stored here.
 */
export const withGmailAccess = async <T>(
  deps: Pick<AppDeps, 'db'>,
  connection: Connection,
  use: (access: GmailAccess) => Promise<T>,
): Promise<T> =>
  use({
    credentials: storedCredentials(connection),
    onRefresh: async (next) => {
      await deps.db
        .update(integrationConnections)
        .set({ credentials: next })
        .where(
          and(
            eq(integrationConnections.orgId, connection.orgId),
            eq(integrationConnections.service, 'gmail'),
          ),
        );
    },
  });
