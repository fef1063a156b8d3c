import { centsToAmount } from '@ap/domain';
import type { Payment } from '@ap/domain/contract';
import type { payments } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export const toPaymentView = (row: PaymentRow): Payment => ({
  id: row.id,
  invoice_id: row.invoiceId,
  amount: centsToAmount(row.amountCents),
  currency: row.currency,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});
