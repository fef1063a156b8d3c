import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../client';
import { memberKeys } from './keys';

/**
 * GET /api/organization/members: the members with their roles and the open invitations. Every
 * member may read it; `members` ({user_id, email, name, role}) is also the people list screens
 * pick approvers from.
 */
export const orgMembersQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.roster(),
    queryFn: async ({ signal }) =>
      (await apiCall('listOrgMembers', { signal })) ?? { members: [], pending_invites: [] },
  });
