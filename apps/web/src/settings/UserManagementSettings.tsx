import { hasOrgRoleAtLeast, ORG_ROLES } from '@ap/domain';
import { showSuccessToast, UserManagementDrawer } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemberMutations } from '../api/members/mutations';
import { orgMembersQueryOptions } from '../api/members/queries';
import { useSession } from '../auth/app-session';
import { useOperationDenial } from '../auth/useOperationDenial';
import { runAction } from '../feedback/toast-action';

export interface UserManagementSettingsProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The User Management drawer wired to the API: the roster is read while the drawer is open;
 * each change shows a toast and the answered roster replaces the cached one. A Member sees the
 * list read-only, with the reason.
 */
export function UserManagementSettings({ opened, onClose }: UserManagementSettingsProps) {
  const { activeOrg, user } = useSession();
  const roster = useQuery({ ...orgMembersQueryOptions(), enabled: opened });
  const { invite, revokeInvite, changeRole, remove } = useMemberMutations();
  const denial = useOperationDenial();
  const role = ORG_ROLES.find((r) => hasOrgRoleAtLeast(activeOrg, r)) ?? 'Member';
  // The session knows the user's e-mail; the roster gives their id at the auth service.
  const userId = roster.data?.members.find((m) => m.email === user?.email)?.user_id ?? '';
  return (
    <UserManagementDrawer
      opened={opened}
      onClose={onClose}
      roster={roster.data}
      error={roster.isError ? 'Failed to load members' : null}
      viewer={{ userId, role }}
      organizationName={activeOrg?.orgName ?? 'your organization'}
      disabledReason={denial(
        ['inviteOrgMember', 'changeOrgMemberRole', 'removeOrgMember', 'revokeOrgInvite'],
        'invite, change or remove members',
      )}
      onInvite={(input) =>
        runAction(() => invite.mutateAsync(input), {
          failed: 'Failed to send the invitation',
        }).then(() => showSuccessToast(`Invitation sent to ${input.email}`))
      }
      onRevokeInvite={(pending) =>
        runAction(() => revokeInvite.mutateAsync(pending.email), {
          failed: 'Failed to withdraw the invitation',
        }).then(() => showSuccessToast(`Invitation to ${pending.email} withdrawn`))
      }
      onChangeRole={(member, next) =>
        runAction(() => changeRole.mutateAsync({ userId: member.user_id, role: next }), {
          failed: 'Failed to change the role',
        }).then(() => showSuccessToast(`${member.email} is now ${next}`))
      }
      onRemove={(member) =>
        runAction(() => remove.mutateAsync(member.user_id), {
          failed: 'Failed to remove the member',
        }).then(() => showSuccessToast(`${member.email} removed`))
      }
    />
  );
}
