import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface RestrictionNoteProps {
  /** Why the controls beside it are disabled, e.g. 'Only an Admin or Owner can approve tasks.'. Default: required. */
  children: ReactNode;
  /** Element id, for the disabled controls' `aria-describedby`. Default: none. */
  id?: string;
}

/** A dimmed line with a lock that says why this user cannot use the disabled controls beside it. */
export function RestrictionNote({ children, id }: RestrictionNoteProps) {
  return (
    <Group gap={6} wrap="nowrap" align="center" data-restriction>
      <IconLock
        size={14}
        aria-hidden
        color="var(--mantine-color-gray-7)"
        style={{ flexShrink: 0 }}
      />
      <Text size="xs" c="gray.7" id={id}>
        {children}
      </Text>
    </Group>
  );
}
