import { formatCents, formatCurrency, formatShortDate } from '@ap/domain';
import type { Task } from '@ap/domain/contract';
import { Stack } from '@mantine/core';
import { SummaryLine } from './SummaryLine';
import { TASK_PREVIEW_TEXT } from './task-preview-text';

type PayInvoiceTask = Extract<Task, { task_type: 'pay_invoice' }>;

/** Who is paid, how much in which currency, to which (masked) account and when. */
export function PayInvoicePreview({
  task,
  vendor,
  invoiceNumber,
}: {
  task: PayInvoiceTask;
  vendor: string;
  invoiceNumber: string;
}) {
  const payment = task.preview?.payment;
  if (!payment) {
    // No preview (a past task): what its parameters say.
    const { amount, currency } = task.parameters;
    return (
      <Stack gap={2}>
        <SummaryLine label="Vendor" value={vendor} />
        <SummaryLine label="Invoice #" value={invoiceNumber} />
        {amount !== undefined && (
          <SummaryLine label="Amount" value={formatCurrency(amount, currency)} />
        )}
      </Stack>
    );
  }
  const account = payment.destination_account
    ? [payment.destination_account, payment.bank_name].filter(Boolean).join(' · ')
    : TASK_PREVIEW_TEXT.noBankAccount;
  return (
    <Stack gap={2}>
      <SummaryLine label="Payee" value={payment.payee} />
      <SummaryLine label="Invoice #" value={invoiceNumber} />
      <SummaryLine label="Amount" value={formatCents(payment.amount_cents, payment.currency)} />
      <SummaryLine label="Currency" value={payment.currency} />
      <SummaryLine label="To account" value={account} />
      <SummaryLine
        label="Payment date"
        value={formatShortDate(payment.payment_date) ?? TASK_PREVIEW_TEXT.paidOnApproval}
      />
    </Stack>
  );
}
