import { getInvoiceDisplayStatus } from '@ap/domain';
import { conflict, unprocessable } from '../http/api-error';
import type { InvoiceRow } from './invoice-view';

/** Only a Ready to Pay invoice (the display-status rule of @ap/domain) with an amount can be paid. */
export const assertPayable = (invoice: InvoiceRow): void => {
  const display = getInvoiceDisplayStatus(invoice);
  if (display === 'Paid') throw conflict('Invoice is already paid');
  if (invoice.paymentHold) {
    const { held_by, reason } = invoice.paymentHold;
    throw conflict(
      `Payment is on hold (held by ${held_by}${reason ? `: ${reason}` : ''}); release it first`,
    );
  }
  if (display === 'Processing') {
    throw unprocessable('Invoice is still processing: it has no checks yet');
  }
  if (display === 'Not Ready') {
    const failing = invoice.checks.filter((c) => c.status === 'failed' && !c.overridden);
    throw unprocessable(
      `Invoice is not ready to pay: failing checks: ${failing.map((c) => c.name).join(', ')}`,
      { failed_checks: failing.map((c) => c.name) },
    );
  }
  if (invoice.amountCents <= 0) throw unprocessable('Invoice amount must be above zero to pay');
};

export const isPayable = (invoice: InvoiceRow): boolean => {
  try {
    assertPayable(invoice);
    return true;
  } catch {
    return false;
  }
};
