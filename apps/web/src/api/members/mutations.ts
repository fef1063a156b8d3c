import type { OrgRole } from '@ap/domain';
import type { OrgMembers } from '@ap/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../client';
import { memberKeys } from './keys';

/** Invite, withdraw, change a role, remove: each answer is the fresh roster, put in the cache. */
export function useMemberMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (roster: OrgMembers | undefined) => {
    if (roster) queryClient.setQueryData(memberKeys.roster(), roster);
    else return queryClient.invalidateQueries({ queryKey: memberKeys.all });
  };
  const invite = useMutation({
    mutationFn: (input: { email: string; role: OrgRole }) =>
      apiCall('inviteOrgMember', { body: input }),
    onSuccess,
  });
  const revokeInvite = useMutation({
    mutationFn: (email: string) => apiCall('revokeOrgInvite', { body: { email } }),
    onSuccess,
  });
  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: OrgRole }) =>
      apiCall('changeOrgMemberRole', { id: userId, body: { role } }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => apiCall('removeOrgMember', { id: userId }),
    onSuccess,
  });
  return { invite, revokeInvite, changeRole, remove };
}
