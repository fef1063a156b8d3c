import { and, eq } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import { type IntegrationService, integrationConnections } from '../db/schema';

export type Connection = typeof integrationConnections.$inferSelect;

/** The org's connected account of a service, or undefined while not connected. */
export const findConnection = async (
  db: Executor,
  orgId: string,
  service: IntegrationService,
): Promise<Connection | undefined> => {
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(
      and(eq(integrationConnections.orgId, orgId), eq(integrationConnections.service, service)),
    );
  return row;
};

export const accessTokenOf = (connection: Connection): string | undefined => {
  const token = connection.credentials.access_token;
  return typeof token === 'string' ? token : undefined;
};
