/**
 * The numbers the fraud signals use, each with the reason for it. Change them here only.
 */
export const FRAUD_THRESHOLDS = {
  bankChangeWindowDays: {
    value: 30,
    why: 'Payment diversion changes bank details shortly before a payment falls due; 30 days covers one monthly billing cycle',
  },
  farAboveMedianMultiple: {
    value: 3,
    why: 'Amounts of one vendor vary with volume; more than three times its usual invoice is beyond ordinary variation',
  },
  historyMinimumInvoices: {
    value: 3,
    why: 'The median of fewer than three invoices says little about what is usual for the vendor',
  },
  defaultNewVendorReviewCents: {
    value: 500_000,
    why: "$5,000: half the always-protected high-value payment threshold, so a new vendor's large first bill is looked at before it is paid",
  },
} as const;
