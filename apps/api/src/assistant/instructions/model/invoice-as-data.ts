import { centsToAmount, getInvoiceDisplayStatus } from '@ap/domain';
import type { InvoiceRow } from '../../../invoices/invoice-view';

/**
 * What the model is told of the invoice: structured fields only (no bank details), as JSON
 * inside a block it is told is data. Nothing in it is an instruction.
 */
export const invoiceAsData = (
  invoice: InvoiceRow,
  lines: readonly { description: string | null }[],
  today: Date,
): string =>
  JSON.stringify({
    today: today.toISOString().slice(0, 10),
    invoice_number: invoice.invoiceNumber,
    amount: centsToAmount(invoice.amountCents),
    currency: invoice.currency,
    status: getInvoiceDisplayStatus(invoice),
    due_date: invoice.dueDate,
    payment_send_date: invoice.paymentSendDate,
    payment_terms: invoice.paymentTerms,
    on_hold: invoice.paymentHold !== null,
    failing_checks: invoice.checks
      .filter((check) => check.status === 'failed' && !check.overridden)
      .map((check) => check.name),
    lines: lines.map((line, index) => ({ line: index + 1, description: line.description })),
  });
