import type { OrgRole } from '@ap/domain';
import type { OrgMember } from '@ap/domain/contract';
import { ActionIcon, Badge, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../feedback/ConfirmDialog';
import type { MemberPermissions } from './member-permissions';
import { ROW_DIVIDER } from './row-divider';

export interface MemberRowProps {
  /** Draws the line above the row (every row but the first). Default: false. */
  divided?: boolean;
  member: OrgMember;
  /** The signed-in user's own row. */
  isYou: boolean;
  /** What the viewer may do here; null = read-only list (a Member), no per-row reasons. */
  permissions: MemberPermissions | null;
  /** The organisation's name, for the removal question. */
  organizationName: string;
  onChangeRole: (member: OrgMember, role: OrgRole) => Promise<unknown>;
  onRemove: (member: OrgMember) => Promise<unknown>;
}

/** One member: name, e-mail, role (a picker when it may change) and Remove with a question. */
export function MemberRow({
  divided = false,
  member,
  isYou,
  permissions,
  organizationName,
  onChangeRole,
  onRemove,
}: MemberRowProps) {
  const [pendingRole, setPendingRole] = useState<OrgRole | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const label = member.name ?? member.email;
  const reasonId = `member-reason-${member.user_id}`;

  const changeRole = async (role: OrgRole) => {
    setPendingRole(role);
    try {
      await onChangeRole(member, role);
    } catch {
      // The app says why; the picker shows the role the member still has.
    } finally {
      setPendingRole(null);
    }
  };
  const remove = async () => {
    setRemoving(true);
    try {
      await onRemove(member);
      setConfirming(false);
    } catch {
      // The app says why; the question stays open for another try.
    } finally {
      setRemoving(false);
    }
  };

  const roles = permissions?.roles ?? [];
  return (
    <Stack
      gap={4}
      py="xs"
      role="listitem"
      style={divided ? ROW_DIVIDER : undefined}
      aria-label={label}
      data-member={member.email}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm" truncate>
              {member.name ?? member.email}
            </Text>
            {isYou && (
              <Badge size="xs" variant="filled" color="blue.8" tt="none">
                You
              </Badge>
            )}
          </Group>
          {member.name && (
            <Text size="xs" c="gray.7" truncate>
              {member.email}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {roles.length > 0 ? (
            <NativeSelect
              aria-label={`Role of ${member.email}`}
              data={roles}
              value={pendingRole ?? member.role}
              disabled={pendingRole !== null}
              onChange={(event) => void changeRole(event.currentTarget.value as OrgRole)}
              size="xs"
              w={100}
            />
          ) : (
            <Badge
              variant="light"
              color="gray"
              c="gray.8"
              tt="none"
              aria-describedby={permissions?.reason ? reasonId : undefined}
            >
              {member.role}
            </Badge>
          )}
          {permissions?.canRemove && (
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={`Remove ${member.email}`}
              onClick={() => setConfirming(true)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
      {permissions?.reason && (
        <Text size="xs" c="gray.7" id={reasonId}>
          {permissions.reason}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Remove member"
        message={`Remove ${label} from ${organizationName}? They lose access at once; you can invite them again later.`}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        loading={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
