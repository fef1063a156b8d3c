import { getStatusStyle } from '@ap/domain';
import { Badge } from '@mantine/core';

// The spec names the hue (getStatusStyle); the shade keeps WCAG AA text contrast.
const SHADE: Record<string, number> = { green: 6, blue: 8, red: 9, gray: 7, yellow: 5 };

export interface StoredStatusBadgeProps {
  /** The invoice's stored status (draft, sent, overdue, paid or other). Default: required. */
  status: string | null | undefined;
}

/** The stored invoice status in the spec's status styling (unknown ones in the pending style). */
export function StoredStatusBadge({ status }: StoredStatusBadgeProps) {
  const style = getStatusStyle(status);
  return (
    <Badge variant="filled" color={`${style.color}.${SHADE[style.color] ?? 7}`}>
      {style.label}
    </Badge>
  );
}
