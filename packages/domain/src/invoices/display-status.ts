import type { CheckInput } from '../checks/check-input';

export const INVOICE_DISPLAY_STATUSES = [
  'Paid',
  'Ready to Pay',
  'Not Ready',
  'Processing',
] as const;
export type InvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];

/** Badge colour of each display status (Mantine colour names). */
export const INVOICE_DISPLAY_STATUS_COLORS = {
  Paid: 'green',
  'Ready to Pay': 'blue',
  'Not Ready': 'red',
  Processing: 'yellow',
} as const satisfies Record<InvoiceDisplayStatus, string>;

export interface InvoiceStatusInput {
  status: string | null | undefined;
  checks?: readonly Pick<CheckInput, 'status' | 'overridden'>[] | null;
}

/**
 * SPEC §4: Paid if status is "paid" (any case); else Processing while there are no checks;
 * else Not Ready if any check failed; else Ready to Pay. A failed check saved as overridden
 * counts as passing, as it does in `groupChecks`.
 */
export function getInvoiceDisplayStatus(invoice: InvoiceStatusInput): InvoiceDisplayStatus {
  if (invoice.status?.trim().toLowerCase() === 'paid') return 'Paid';
  const checks = invoice.checks ?? [];
  if (checks.length === 0) return 'Processing';
  if (checks.some((check) => check.status === 'failed' && !check.overridden)) return 'Not Ready';
  return 'Ready to Pay';
}

export function getInvoiceDisplayStatusColor(invoice: InvoiceStatusInput): string {
  return INVOICE_DISPLAY_STATUS_COLORS[getInvoiceDisplayStatus(invoice)];
}

/** The Pay action shows only in Ready to Pay. */
export function canPay(invoice: InvoiceStatusInput): boolean {
  return getInvoiceDisplayStatus(invoice) === 'Ready to Pay';
}
