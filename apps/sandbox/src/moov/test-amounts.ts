import type { StoredTransfer } from './model';

/**
 * Transfer amounts (in cents) that make a transfer fail with an ACH return, like a
 * bank would days later. Any other amount completes. Documented in the README.
 */
export const FAILING_AMOUNTS: Record<number, NonNullable<StoredTransfer['plannedReturn']>> = {
  100001: { code: 'R01', reason: 'Insufficient funds', side: 'source' },
  100002: { code: 'R02', reason: 'Account closed', side: 'destination' },
  100003: { code: 'R03', reason: 'No account/unable to locate account', side: 'destination' },
  100004: { code: 'R04', reason: 'Invalid account number structure', side: 'destination' },
  100029: { code: 'R29', reason: 'Corporate customer advises not authorized', side: 'source' },
};
