import { and, eq } from 'drizzle-orm';
import type { ApiConfig } from '../../config/env';
import type { Database } from '../../db/database';
import { integrationConnections } from '../../db/schema';
import { UpstreamHttpError, upstreamUnavailable } from '../../http/api-error';
import type { Connection } from '../connections';
import { intuitOauthClient, pointIntuitOauthAt } from './intuit-oauth';

/** QuickBooks answered a ValidationFault (4xx): retrying the same request will not help. */
export class QuickbooksRefusal extends Error {}

export type QboEntity = { Id: string; [field: string]: unknown };

type Fault = { Fault?: { Error?: { Message?: string; Detail?: string }[] } };

const describeFault = (text: string): string => {
  try {
    const error = (JSON.parse(text) as Fault).Fault?.Error?.[0];
    if (error) return [error.Message, error.Detail].filter(Boolean).join(': ');
  } catch {
    // not JSON
  }
  return text.slice(0, 200);
};

/**
 * The QuickBooks Online v3 calls that book a vendor, a bill and a bill payment, with Intuit's
 * `requestid` on every create (the same id answers the same entity, never a second one). An
 * expired access token is refreshed once through intuit-oauth and stored.
 */
export const quickbooksBooks = (
  config: ApiConfig['quickbooks'],
  db: Database,
  connection: Connection,
) => {
  const realm = encodeURIComponent(connection.externalId);
  let credentials = connection.credentials as { access_token?: string; refresh_token?: string };

  const refresh = async () => {
    if (!credentials.refresh_token) return false;
    pointIntuitOauthAt(config);
    const client = intuitOauthClient(config);
    try {
      await client.refreshUsingToken(credentials.refresh_token);
    } catch {
      return false;
    }
    const token = client.getToken();
    if (!token.access_token) return false;
    credentials = {
      ...credentials,
      access_token: token.access_token,
      ...(token.refresh_token ? { refresh_token: token.refresh_token } : {}),
    };
    await db
      .update(integrationConnections)
      .set({ credentials })
      .where(
        and(
          eq(integrationConnections.orgId, connection.orgId),
          eq(integrationConnections.service, 'quickbooks'),
        ),
      );
    return true;
  };

  const call = async (path: string, init: RequestInit, retried = false): Promise<unknown> => {
    const url = new URL(`v3/company/${realm}/${path}`, config.apiUrl.replace(/\/?$/, '/'));
    url.searchParams.set('minorversion', '75');
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: {
          Authorization: `Bearer ${credentials.access_token ?? ''}`,
          Accept: 'application/json',
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        },
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw upstreamUnavailable('QuickBooks', (err as Error).message);
    }
    const text = await response.text();
    if (response.status === 401 && !retried && (await refresh())) return call(path, init, true);
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      throw new QuickbooksRefusal(describeFault(text));
    }
    if (!response.ok)
      throw new UpstreamHttpError('QuickBooks', response.status, text.slice(0, 200));
    try {
      return JSON.parse(text);
    } catch {
      throw upstreamUnavailable('QuickBooks', 'answer is not JSON');
    }
  };

  const query = async (entity: string, text: string): Promise<QboEntity[]> => {
    const answer = (await call(`query?query=${encodeURIComponent(text)}`, { method: 'GET' })) as {
      QueryResponse?: Record<string, QboEntity[]>;
    };
    return answer.QueryResponse?.[entity] ?? [];
  };

  const create = async (
    entity: 'Vendor' | 'Bill' | 'BillPayment' | 'PurchaseOrder',
    body: Record<string, unknown>,
    requestId: string,
  ): Promise<QboEntity> => {
    const path = `${entity.toLowerCase()}?requestid=${encodeURIComponent(requestId)}`;
    const answer = (await call(path, { method: 'POST', body: JSON.stringify(body) })) as Record<
      string,
      QboEntity
    >;
    const created = answer[entity];
    if (!created?.Id) throw upstreamUnavailable('QuickBooks', `no ${entity} in the answer`);
    return created;
  };

  return { query, create };
};

export type QuickbooksBooks = ReturnType<typeof quickbooksBooks>;

/** A literal for Intuit's query language. */
export const qboLiteral = (value: string) =>
  `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
