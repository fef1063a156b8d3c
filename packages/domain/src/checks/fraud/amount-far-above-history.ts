import { formatCents } from '../../money/format-currency';
import type { FraudSignal } from './fraud-subject';
import { FRAUD_THRESHOLDS } from './fraud-thresholds';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const amountFarAboveHistory: FraudSignal = {
  id: 'amount_far_above_history',
  level: 'yellow',
  what: `The amount is more than ${FRAUD_THRESHOLDS.farAboveMedianMultiple.value}× the vendor's median invoice`,
  evaluate: ({ invoice, vendor_history }) => {
    if (vendor_history.length < FRAUD_THRESHOLDS.historyMinimumInvoices.value) return null;
    const usual = median(vendor_history.map((other) => other.amount_cents));
    const multiple = FRAUD_THRESHOLDS.farAboveMedianMultiple.value;
    if (usual <= 0 || invoice.amount_cents <= usual * multiple) return null;
    return `${formatCents(invoice.amount_cents)} is ${(invoice.amount_cents / usual).toFixed(1)}× the vendor's median of ${formatCents(Math.round(usual))} over ${vendor_history.length} invoices`;
  },
};
