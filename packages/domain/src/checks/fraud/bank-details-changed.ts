import type { FraudSignal } from './fraud-subject';
import { FRAUD_THRESHOLDS } from './fraud-thresholds';

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);

export const bankDetailsChangedBeforePayment: FraudSignal = {
  id: 'bank_details_changed_before_payment',
  level: 'red',
  what: `The vendor's bank details changed within ${FRAUD_THRESHOLDS.bankChangeWindowDays.value} days before the payment`,
  evaluate: ({ vendor, payment_date }) => {
    const window = FRAUD_THRESHOLDS.bankChangeWindowDays.value;
    const paid = dayOf(payment_date);
    const recent = (vendor?.bank_changed_at ?? [])
      .map((at) => ({ at, days: Math.round((paid - dayOf(at)) / DAY_MS) }))
      .filter(({ days }) => days >= 0 && days <= window)
      .sort((a, b) => a.days - b.days)[0];
    if (!recent) return null;
    return `Bank details changed on ${recent.at.slice(0, 10)}, ${recent.days} days before the payment on ${payment_date}`;
  },
};
