import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

export interface ChartRefreshProps {
  /** When QuickBooks' chart was last read (ISO); null before the first read. */
  refreshedAt: string | null;
  /** Reads it again. */
  onRefresh: () => Promise<unknown>;
}

/** 2026-11-20 10:00 (UTC): the same on every machine. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** The chart the coding pickers offer: when it was read, and a button to read it again. */
export function ChartRefresh({ refreshedAt, onRefresh }: ChartRefreshProps) {
  const [reading, setReading] = useState(false);
  const refresh = async () => {
    setReading(true);
    try {
      await onRefresh();
    } catch {
      // The caller has said why (a toast); the last read stays shown.
    } finally {
      setReading(false);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="xs" c="gray.7">
        {refreshedAt
          ? `Accounts, classes and locations read ${when(refreshedAt)} UTC`
          : 'Accounts, classes and locations not read yet'}
      </Text>
      <Button size="compact-xs" variant="default" loading={reading} onClick={refresh}>
        Read again
      </Button>
    </Group>
  );
}
