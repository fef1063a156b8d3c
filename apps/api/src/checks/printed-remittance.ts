import type { ExtractedInvoice } from '@ap/domain/contract';
import { bankDetailsFingerprint } from '../vendors/bank-details';

const digits = (value: string | null | undefined) => (value ?? '').replace(/[\s-]/g, '');

/**
 * The bank account an invoice asks to be paid to, kept only as a keyed fingerprint (the
 * vendor's record is fingerprinted the same way) and its last four digits: the fraud signal
 * compares them, and the number itself is never stored with the invoice.
 */
export const printedRemittance = (invoice: Pick<ExtractedInvoice, 'vendor'>) => {
  const account =
    digits(invoice.vendor.account_number?.value) || digits(invoice.vendor.iban?.value);
  if (!account) return {};
  return {
    remittanceFingerprint: accountFingerprint(account),
    remittanceLast4: account.slice(-4),
  };
};

/**
 * Keyed fingerprint of an account number alone (invoices often print no routing number);
 * `like` makes it with the key an earlier fingerprint was made with, so the two compare.
 */
export const accountFingerprint = (account: string | null | undefined, like?: string) =>
  bankDetailsFingerprint(
    { accountNumber: digits(account), routingNumber: '' },
    like ? like.slice(0, like.indexOf(':')) : undefined,
  );
