import { AuthorizeResponseSchema } from '@ap/domain/contract';
import { consent, locationOf } from '../../test/support/sandbox-browser';
import type { Cluster } from './cluster';

export type BenchOrganization = {
  orgId: string;
  name: string;
  /** Its connected AP mailbox in the sandbox. */
  mailbox: string;
  /** The API process this org's clerk talks to (orgs alternate over them). */
  apiUrl: string;
  /** A bearer token of its Owner. */
  token: string;
};

const form = (values: Record<string, string>, cookie = ''): RequestInit => ({
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  body: new URLSearchParams(values).toString(),
});

/**
 * `count` organisations as a bookkeeping firm makes them: the demo user creates each in the
 * auth stand-in (becoming its Owner) and connects its own AP mailbox through Google's consent.
 */
export const createOrganizations = async (
  cluster: Cluster,
  count: number,
): Promise<BenchOrganization[]> => {
  const auth = cluster.sandbox.urls.auth;
  const login = await fetch(
    `${auth}/login`,
    form({ email: 'ap@acme.test', password: 'demo-password' }),
  );
  locationOf(login);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const organizations: BenchOrganization[] = [];
  for (let i = 0; i < count; i++) {
    const n = String(i + 1).padStart(2, '0');
    const name = `Client ${n} Holdings`;
    const created = locationOf(await fetch(`${auth}/create_org`, form({ name }, cookie)));
    const orgId = new URL(created, auth).searchParams.get('id');
    if (!orgId) throw new Error(`create_org answered ${created}`);
    const refresh = await fetch(`${auth}/api/v1/refresh_token?active_org_id=${orgId}`, {
      headers: { cookie },
    });
    if (!refresh.ok) throw new Error(`refresh_token answered ${refresh.status}`);
    const { access_token: token } = (await refresh.json()) as { access_token: string };
    const apiUrl = cluster.apiUrls[i % cluster.apiUrls.length] as string;
    const mailbox = `ap@client-${n}.test`;
    const authorize = await fetch(`${apiUrl}/api/gmail/oauth/authorize`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!authorize.ok) throw new Error(`authorize answered ${authorize.status}`);
    const { auth_url } = AuthorizeResponseSchema.parse(await authorize.json());
    const callback = await consent(auth_url, 'Choose a mailbox', { mailbox });
    locationOf(await fetch(callback, { redirect: 'manual' }));
    organizations.push({ orgId, name, mailbox, apiUrl, token });
  }
  return organizations;
};
