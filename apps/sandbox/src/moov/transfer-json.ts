import type { Ledger } from './ledger';
import type { StoredTransfer } from './model';

const ACH_STATUS = {
  created: 'initiated',
  pending: 'originated',
  completed: 'completed',
  failed: 'returned',
} as const;

/** A transfer in Moov's wire shape: both legs with their account, bank account and ACH details. */
export const transferJson = (ledger: Ledger, transfer: StoredTransfer) => {
  const leg = (paymentMethodID: string, side: 'source' | 'destination') => {
    const method = ledger.state.paymentMethods[paymentMethodID];
    const account = method ? ledger.state.accounts[method.accountID] : undefined;
    const profile = account?.profile as
      | { business?: { email?: string }; individual?: { email?: string } }
      | undefined;
    const returned = transfer.status === 'failed' && transfer.plannedReturn?.side === side;
    return {
      paymentMethodID,
      paymentMethodType: method?.paymentMethodType ?? 'ach-debit-fund',
      account: {
        accountID: account?.accountID ?? '',
        email: profile?.business?.email ?? profile?.individual?.email ?? '',
        displayName: account?.displayName ?? '',
      },
      ...(method ? { bankAccount: ledger.paymentMethodJson(method).bankAccount } : {}),
      achDetails: {
        status: returned
          ? 'returned'
          : transfer.status === 'failed'
            ? 'canceled'
            : ACH_STATUS[transfer.status],
        traceNumber: `0110000${transfer.transferID.replace(/\D/g, '').slice(0, 8).padEnd(8, '0')}`,
        ...(returned && transfer.plannedReturn
          ? {
              return: {
                code: transfer.plannedReturn.code,
                reason: transfer.plannedReturn.reason,
                description: transfer.plannedReturn.reason,
              },
              returnedOn: transfer.updatedOn,
            }
          : {}),
        ...(transfer.status === 'completed' ? { completedOn: transfer.completedOn } : {}),
      },
    };
  };
  return {
    transferID: transfer.transferID,
    createdOn: transfer.createdOn,
    status: transfer.status,
    amount: transfer.amount,
    ...(transfer.description ? { description: transfer.description } : {}),
    ...(transfer.metadata ? { metadata: transfer.metadata } : {}),
    ...(transfer.foreignID ? { foreignID: transfer.foreignID } : {}),
    source: leg(transfer.sourcePaymentMethodID, 'source'),
    destination: leg(transfer.destinationPaymentMethodID, 'destination'),
    ...(transfer.completedOn ? { completedOn: transfer.completedOn } : {}),
    ...(transfer.status === 'failed'
      ? {
          failureReason:
            transfer.plannedReturn?.side === 'source'
              ? 'source-payment-error'
              : 'destination-payment-error',
        }
      : {}),
  };
};
