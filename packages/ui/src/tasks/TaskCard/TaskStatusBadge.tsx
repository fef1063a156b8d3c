import type { TaskStatus } from '@ap/domain';
import { Badge } from '@mantine/core';

// Hue per status; the shade keeps WCAG AA text contrast (autoContrast darkens text on light fills).
const COLOR: Record<TaskStatus, string> = {
  pending: 'yellow.5',
  approved: 'blue.8',
  executed: 'green.6',
  failed: 'red.9',
  cancelled: 'gray.7',
};

export interface TaskStatusBadgeProps {
  /** The task's status; unknown values show in the pending colour. Default: required. */
  status: string;
}

/** A task's status (pending, approved, executed, failed, cancelled) in its colour. */
export function TaskStatusBadge({ status }: TaskStatusBadgeProps) {
  const color = COLOR[status as TaskStatus] ?? COLOR.pending;
  return (
    <Badge variant="filled" color={color} data-status={status}>
      {status}
    </Badge>
  );
}
