import { APP_MESSAGES, type MemberRoleRef, type OrgRole } from '@ap/domain';
import type { OrgMember, OrgMembers, PendingInvite } from '@ap/domain/contract';
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { SettingsDrawer } from '../SettingsDrawer';
import { InviteMemberForm } from './InviteMemberForm';
import { MemberRow } from './MemberRow';
import { canRevokeInvite, invitableRoles, memberPermissions } from './member-permissions';
import { PendingInviteRow } from './PendingInviteRow';

export interface UserManagementDrawerProps {
  /** Whether the drawer is open. */
  opened: boolean;
  /** Closes the drawer. */
  onClose: () => void;
  /** Members and open invitations; undefined while loading. */
  roster: OrgMembers | undefined;
  /** Why the list could not be loaded; shown instead of it. Default: none. */
  error?: string | null;
  /** The signed-in user and their role in this organisation. */
  viewer: MemberRoleRef;
  /** The organisation's name (in the removal question). */
  organizationName: string;
  /** Why this user may only look (their role); hides every change and says so. Default: none. */
  disabledReason?: string | null;
  /** Each call resolves when done and rejects on failure (the app shows why). */
  onInvite: (input: { email: string; role: OrgRole }) => Promise<unknown>;
  onChangeRole: (member: OrgMember, role: OrgRole) => Promise<unknown>;
  onRemove: (member: OrgMember) => Promise<unknown>;
  onRevokeInvite: (invite: PendingInvite) => Promise<unknown>;
  /** Drawer transition in ms; default Mantine's. */
  transitionDuration?: number;
}

/**
 * User Management: the organisation's members with their roles, invitations not accepted yet,
 * and, for an Admin or Owner, invite, change role and remove, as far as the membership rule
 * lets them (only an Owner touches Owners; the last Owner stays; nobody changes themselves).
 */
export function UserManagementDrawer({
  opened,
  onClose,
  roster,
  error = null,
  viewer,
  organizationName,
  disabledReason = null,
  onInvite,
  onChangeRole,
  onRemove,
  onRevokeInvite,
  transitionDuration,
}: UserManagementDrawerProps) {
  const manage = disabledReason === null;
  return (
    <SettingsDrawer
      opened={opened}
      onClose={onClose}
      title="User Management"
      transitionDuration={transitionDuration}
    >
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : roster === undefined ? (
        <Group gap="xs" py="md">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{APP_MESSAGES.loading}</Text>
        </Group>
      ) : (
        <Stack gap="lg">
          {manage ? (
            <Stack gap="xs">
              <Title order={3} size="h5">
                Invite a teammate
              </Title>
              <Text size="sm" c="gray.7">
                They get an e-mail and join {organizationName} when they sign up or sign in with
                that address.
              </Text>
              <InviteMemberForm
                roles={invitableRoles(viewer.role)}
                memberEmails={roster.members.map((m) => m.email.toLowerCase())}
                onInvite={onInvite}
              />
            </Stack>
          ) : (
            <RestrictionNote>{disabledReason}</RestrictionNote>
          )}
          <Stack gap={0}>
            <Title order={3} size="h5" id="members-heading">
              Members ({roster.members.length})
            </Title>
            <Stack gap={0} role="list" aria-labelledby="members-heading">
              {roster.members.map((member, index) => (
                <MemberRow
                  key={member.user_id}
                  divided={index > 0}
                  member={member}
                  isYou={member.user_id === viewer.userId}
                  permissions={manage ? memberPermissions(viewer, member, roster) : null}
                  organizationName={organizationName}
                  onChangeRole={onChangeRole}
                  onRemove={onRemove}
                />
              ))}
            </Stack>
          </Stack>
          {roster.pending_invites.length > 0 && (
            <Stack gap={0}>
              <Title order={3} size="h5" id="invites-heading">
                Pending invitations ({roster.pending_invites.length})
              </Title>
              <Stack gap={0} role="list" aria-labelledby="invites-heading">
                {roster.pending_invites.map((invite, index) => (
                  <PendingInviteRow
                    key={invite.email}
                    divided={index > 0}
                    invite={invite}
                    canRevoke={manage && canRevokeInvite(viewer, invite, roster)}
                    onRevoke={onRevokeInvite}
                  />
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
      )}
    </SettingsDrawer>
  );
}
