import type { FraudSignal } from './fraud-subject';

export const remittanceDiffersFromRecord: FraudSignal = {
  id: 'remittance_differs_from_record',
  level: 'red',
  what: "The bank account printed on the invoice differs from the vendor's record",
  evaluate: ({ invoice, vendor }) => {
    const printed = invoice.remittance;
    const record = vendor?.bank;
    if (!printed || !record || printed.fingerprint === record.fingerprint) return null;
    return `The invoice asks for payment to account ending ${printed.last4}, the vendor's record has account ending ${record.last4}`;
  },
};
