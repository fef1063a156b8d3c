import { z } from 'zod';
import { AmountSchema, IdSchema, TimestampSchema } from './common';
import { TaskSchema } from './task';

export const PaymentStatusSchema = z.enum(['queued', 'pending', 'completed', 'failed', 'canceled']);

/** A payment the server queued for an invoice (at most one live payment per invoice). */
export const PaymentSchema = z.object({
  id: IdSchema,
  invoice_id: IdSchema,
  amount: AmountSchema,
  currency: z.string(),
  status: PaymentStatusSchema,
  created_at: TimestampSchema,
});

/**
 * POST /api/invoices/{id}/pay answer. `queued`: a payment is queued (a repeat call answers the
 * same payment). `approval_required`: high value or protected, so a pending pay_invoice task
 * was drafted instead (a repeat call answers the same task).
 */
export const PayInvoiceResponseSchema = z.object({
  outcome: z.enum(['queued', 'approval_required']),
  message: z.string(),
  payment: PaymentSchema.nullable(),
  task: TaskSchema.nullable(),
});

export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export type Payment = z.infer<typeof PaymentSchema>;
export type PayInvoiceResponse = z.infer<typeof PayInvoiceResponseSchema>;
