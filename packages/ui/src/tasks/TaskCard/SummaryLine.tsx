import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** "Label: value" on one line of a task's summary. */
export function SummaryLine({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}
