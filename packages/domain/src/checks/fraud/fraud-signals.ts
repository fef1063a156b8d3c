import { amountFarAboveHistory } from './amount-far-above-history';
import { bankDetailsChangedBeforePayment } from './bank-details-changed';
import type { FraudSignal, FraudSubject } from './fraud-subject';
import { invoiceNumberLookalike } from './invoice-number-lookalike';
import { newVendorLargeFirstInvoice } from './new-vendor-first-invoice';
import { remittanceDiffersFromRecord } from './remittance-differs';
import { sameAmountAndDateOtherVendor } from './same-amount-and-date';
import { unfamiliarSender } from './unfamiliar-sender';

/** Every signal Fraud Detection evaluates. */
export const FRAUD_SIGNALS: readonly FraudSignal[] = [
  bankDetailsChangedBeforePayment,
  remittanceDiffersFromRecord,
  newVendorLargeFirstInvoice,
  amountFarAboveHistory,
  sameAmountAndDateOtherVendor,
  invoiceNumberLookalike,
  unfamiliarSender,
];

export interface FiredSignal {
  id: string;
  level: FraudSignal['level'];
  reason: string;
}

/** The signals that fire for an invoice, red first, each with its reason. */
export const evaluateFraudSignals = (subject: FraudSubject): FiredSignal[] =>
  FRAUD_SIGNALS.flatMap((signal) => {
    const reason = signal.evaluate(subject);
    return reason === null ? [] : [{ id: signal.id, level: signal.level, reason }];
  }).sort((a, b) => (a.level === b.level ? 0 : a.level === 'red' ? -1 : 1));
