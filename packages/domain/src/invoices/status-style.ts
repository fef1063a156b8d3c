/** How a raw status (invoice, task or workflow run) is shown: a badge colour and a label. */
export interface StatusStyle {
  /** Mantine colour name. */
  color: string;
  label: string;
}

const STYLES: Record<string, StatusStyle> = {
  completed: { color: 'green', label: 'Completed' },
  paid: { color: 'green', label: 'Paid' },
  overdue: { color: 'red', label: 'Overdue' },
  draft: { color: 'gray', label: 'Draft' },
  sent: { color: 'blue', label: 'Sent' },
};

/** Colour of the pending style, used for every status without a style of its own. */
export const PENDING_STATUS_COLOR = 'yellow';

function titleCase(text: string): string {
  return text
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * SPEC §4: completed, paid, overdue, draft and sent are styled (any case); any other status
 * shows in the pending style, labelled with its own words ("in_review" -> "In Review"), or
 * "Pending" when empty.
 */
export function getStatusStyle(status: string | null | undefined): StatusStyle {
  const key = (status ?? '').trim().toLowerCase();
  const known = STYLES[key];
  if (known) return known;
  return { color: PENDING_STATUS_COLOR, label: titleCase(key) || 'Pending' };
}
