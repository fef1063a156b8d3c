import {
  getInvoiceDisplayStatus,
  INVOICE_DISPLAY_STATUS_COLORS,
  type InvoiceDisplayStatus,
  type InvoiceStatusInput,
} from '@ap/domain';
import { Badge, type BadgeProps } from '@mantine/core';

// The spec names the hue; the shade is the lightest that keeps WCAG AA text contrast
// (autoContrast puts dark text on the green and the yellow).
const SHADE: Record<InvoiceDisplayStatus, number> = {
  Paid: 6,
  'Ready to Pay': 8,
  'Not Ready': 9,
  Processing: 5,
};

export interface InvoiceStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** The invoice's stored status and checks; the label is derived from them (SPEC §4). */
  invoice: InvoiceStatusInput;
}

/** The computed invoice display status (Paid / Ready to Pay / Not Ready / Processing) in its colour. */
export function InvoiceStatusBadge({ invoice, ...badgeProps }: InvoiceStatusBadgeProps) {
  const status = getInvoiceDisplayStatus(invoice);
  return (
    <Badge
      variant="filled"
      color={`${INVOICE_DISPLAY_STATUS_COLORS[status]}.${SHADE[status]}`}
      data-status={status}
      {...badgeProps}
    >
      {status}
    </Badge>
  );
}
