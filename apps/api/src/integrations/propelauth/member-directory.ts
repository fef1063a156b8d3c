import { memberDisplayName, ORG_ROLES, type OrgRole } from '@ap/domain';
import type { OrgMember, PendingInvite } from '@ap/domain/contract';
import { initBaseAuth } from '@propelauth/node';
import { z } from 'zod';
import type { VerifierKey } from '../../auth/verifier-key';
import type { ApiConfig } from '../../config/env';
import { ApiHttpError, notFound } from '../../http/api-error';
import { callUpstream, toUpstreamError } from '../upstream-error';
import { routePropelAuthBackendCalls } from './backend-host';

const SERVICE = 'Auth service';
const PAGE_SIZE = 100;
/** A safety stop for paging: 50 pages of 100 is far beyond any AP team. */
const MAX_PAGES = 50;

/** The organisation's people at the auth service, as User Management needs them. */
export interface MemberDirectory {
  listMembers(orgId: string): Promise<OrgMember[]>;
  listPendingInvites(orgId: string): Promise<PendingInvite[]>;
  invite(orgId: string, email: string, role: OrgRole): Promise<void>;
  /** 404 when the user is not a member of the org. */
  changeRole(orgId: string, userId: string, role: OrgRole): Promise<void>;
  /** 404 when the user is not a member of the org. */
  remove(orgId: string, userId: string): Promise<void>;
  /** 404 when no invitation of that e-mail is open. */
  revokeInvite(orgId: string, email: string): Promise<void>;
}

const roleOf = (role: string): OrgRole =>
  (ORG_ROLES as readonly string[]).includes(role) ? (role as OrgRole) : 'Member';

const isoSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

/** PropelAuth's org ids are UUIDs; its client answers an empty page for any other id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const rawUsersPage = z.object({
  users: z.array(
    z.object({
      user_id: z.string(),
      email: z.string(),
      first_name: z.string().nullish(),
      last_name: z.string().nullish(),
      role_in_org: z.string(),
    }),
  ),
  has_more_results: z.boolean(),
});

/** A 400 of the auth service ({field: [messages]}) as the caller's 400, in its words. */
const refused = (err: unknown): ApiHttpError | undefined => {
  const fields = (err as { fieldToErrors?: unknown }).fieldToErrors;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const reasons = Object.values(fields as Record<string, unknown>)
    .flat()
    .map(String);
  return new ApiHttpError(400, 'bad_request', `The auth service refused it: ${reasons.join(' ')}`);
};

/**
 * User Management through PropelAuth's backend API with its official Node client
 * (`@propelauth/node`), the same calls against PropelAuth and the sandbox's stand-in. The client
 * is built on first use with the verifier key the API already holds (no start-up fetch). Failures
 * of the service (down, 5xx, a wrong API key) are the caller's 502; its refusals (400) a 400.
 */
export const createMemberDirectory = (
  auth: ApiConfig['auth'],
  getVerifierKey: () => Promise<VerifierKey>,
): MemberDirectory => {
  routePropelAuthBackendCalls(auth.backendUrl);
  let client: ReturnType<typeof initBaseAuth> | undefined;
  const official = async () => {
    const { pem, issuer } = await getVerifierKey();
    client ??= initBaseAuth({
      authUrl: auth.authUrl,
      apiKey: auth.apiKey,
      manualTokenVerificationMetadata: { verifierKey: pem, issuer },
    });
    return client;
  };
  const call = async <T>(run: (c: ReturnType<typeof initBaseAuth>) => Promise<T>): Promise<T> => {
    const c = await official();
    try {
      return await run(c);
    } catch (err) {
      throw refused(err) ?? toUpstreamError(SERVICE, err);
    }
  };

  /**
   * The same GET the client sends, for the stand-in's seeded orgs whose ids predate UUIDs
   * (org_demo): the client would answer them an empty page without asking. Never taken with
   * PropelAuth, whose org ids are all UUIDs.
   */
  const usersPageDirect = async (orgId: string, pageNumber: number) => {
    const url = new URL(`/api/backend/v1/user/org/${encodeURIComponent(orgId)}`, auth.backendUrl);
    url.search = new URLSearchParams({
      page_size: String(PAGE_SIZE),
      page_number: String(pageNumber),
    }).toString();
    return callUpstream(SERVICE, async () => {
      const answer = await fetch(url, {
        headers: {
          Authorization: `Bearer ${auth.apiKey}`,
          'X-Propelauth-url': new URL(auth.authUrl).hostname,
        },
      });
      if (!answer.ok)
        throw new Error(`Unknown error when fetching users in org (${answer.status})`);
      const page = rawUsersPage.parse(await answer.json());
      return {
        hasMoreResults: page.has_more_results,
        users: page.users.map((user) => ({
          userId: user.user_id,
          email: user.email,
          firstName: user.first_name ?? undefined,
          lastName: user.last_name ?? undefined,
          roleInOrg: user.role_in_org,
        })),
      };
    });
  };

  return {
    async listMembers(orgId) {
      const members: OrgMember[] = [];
      for (let pageNumber = 0; pageNumber < MAX_PAGES; pageNumber += 1) {
        const page = UUID.test(orgId)
          ? await call((c) => c.fetchUsersInOrg({ orgId, pageSize: PAGE_SIZE, pageNumber }))
          : await usersPageDirect(orgId, pageNumber);
        for (const user of page.users) {
          members.push({
            user_id: user.userId,
            email: user.email,
            name: memberDisplayName(user.firstName, user.lastName),
            role: roleOf(user.roleInOrg),
          });
        }
        if (!page.hasMoreResults) break;
      }
      return members;
    },

    async listPendingInvites(orgId) {
      const invites: PendingInvite[] = [];
      for (let pageNumber = 0; pageNumber < MAX_PAGES; pageNumber += 1) {
        const page = await call((c) =>
          c.fetchPendingInvites({ orgId, pageSize: PAGE_SIZE, pageNumber }),
        );
        for (const invite of page.invites) {
          invites.push({
            email: invite.inviteeEmail,
            role: roleOf(invite.roleInOrg),
            invited_at: isoSeconds(invite.createdAt),
            expires_at: isoSeconds(invite.expiresAt),
            invited_by_email: invite.inviterEmail ?? null,
          });
        }
        if (!page.hasMoreResults) break;
      }
      return invites;
    },

    async invite(orgId, email, role) {
      const done = await call((c) => c.inviteUserToOrg({ orgId, email, role }));
      if (!done) throw notFound('Organisation at the auth service');
    },

    async changeRole(orgId, userId, role) {
      const done = await call((c) => c.changeUserRoleInOrg({ orgId, userId, role }));
      if (!done) throw notFound('Member');
    },

    async remove(orgId, userId) {
      const done = await call((c) => c.removeUserFromOrg({ orgId, userId }));
      if (!done) throw notFound('Member');
    },

    async revokeInvite(orgId, email) {
      const done = await call((c) => c.revokePendingOrgInvite({ orgId, inviteeEmail: email }));
      if (!done) throw notFound('Invitation');
    },
  };
};
