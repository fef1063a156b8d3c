import { formatShortDate } from '@ap/domain';
import type { PendingInvite } from '@ap/domain/contract';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ROW_DIVIDER } from './row-divider';

export interface PendingInviteRowProps {
  /** Draws the line above the row (every row but the first). Default: false. */
  divided?: boolean;
  invite: PendingInvite;
  /** Offers 'Withdraw' (an Owner's invitation only to an Owner). */
  canRevoke: boolean;
  onRevoke: (invite: PendingInvite) => Promise<unknown>;
}

/** An invitation not accepted yet: who, with which role, since and until when. */
export function PendingInviteRow({
  divided = false,
  invite,
  canRevoke,
  onRevoke,
}: PendingInviteRowProps) {
  const [revoking, setRevoking] = useState(false);
  const revoke = async () => {
    setRevoking(true);
    try {
      await onRevoke(invite);
    } catch {
      // The app says why.
    } finally {
      setRevoking(false);
    }
  };
  const sent = formatShortDate(invite.invited_at);
  const expires = formatShortDate(invite.expires_at);
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      py="xs"
      role="listitem"
      style={divided ? ROW_DIVIDER : undefined}
      aria-label={invite.email}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {invite.email}
        </Text>
        <Text size="xs" c="gray.7">
          Invited {sent}
          {invite.invited_by_email ? ` by ${invite.invited_by_email}` : ''} · expires {expires}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Badge variant="light" color="gray" c="gray.8" tt="none">
          {invite.role}
        </Badge>
        {canRevoke && (
          <Button
            size="xs"
            variant="subtle"
            color="red.9"
            c="red.9"
            loading={revoking}
            onClick={() => void revoke()}
            aria-label={`Withdraw the invitation to ${invite.email}`}
          >
            Withdraw
          </Button>
        )}
      </Group>
    </Group>
  );
}
