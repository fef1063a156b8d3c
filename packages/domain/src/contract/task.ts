import { z } from 'zod';
import { TASK_STATUSES, TASK_TYPES } from '../constants';
import { IdSchema, TimestampSchema } from './common';

export { TASK_STATUSES, TASK_TYPES };

export const TaskTypeSchema = z.enum(TASK_TYPES);
export const TaskStatusSchema = z.enum(TASK_STATUSES);

export const SendEmailParametersSchema = z.object({
  to: z.array(z.string()),
  cc: z.array(z.string()).default([]),
  subject: z.string(),
  body: z.string(),
});

export const UpdateVendorParametersSchema = z.object({
  vendor_id: z.string(),
  invoice_number: z.string().nullable(),
  /** Vendor fields to set when the task runs. */
  changes: z.record(z.string(), z.string().nullable()).optional(),
  /**
   * Why the approver should doubt who asked for a change of bank details: it came from an
   * address the vendor has never used, or from a look-alike of its domain.
   */
  sender_warning: z.string().optional(),
});

export const PayInvoiceParametersSchema = z.object({
  vendor_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_id: z.string().optional(),
  /** Major units, as every amount on the wire. */
  amount: z.number().finite().optional(),
  /** The currency approved with the amount (ISO 4217). */
  currency: z.string().optional(),
});

/** One vendor field an update_vendor task changes; bank numbers masked to their last four. */
export const TaskFieldChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  /** The vendor's value today; null when the record has none. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Where the vendor's money goes (bank, beneficiary, account or routing number). */
  payment_information: z.boolean(),
});

/** Where and when a pay_invoice task sends money, as it stands now. */
export const TaskPaymentPreviewSchema = z.object({
  payee: z.string(),
  /** Integer cents of `currency`. */
  amount_cents: z.number().int(),
  currency: z.string(),
  /** The payee's account as '••••6789'; null when the vendor has no bank details yet. */
  destination_account: z.string().nullable(),
  bank_name: z.string().nullable(),
  /** The day the payment is sent (YYYY-MM-DD); null: on approval. */
  payment_date: z.string().nullable(),
});

/**
 * What approving the task will do, read by the server from the records it touches (vendor
 * name, current values, payee); bank numbers never in clear.
 */
export const TaskPreviewSchema = z.object({
  vendor_name: z.string().nullable(),
  changes: z.array(TaskFieldChangeSchema).optional(),
  payment: TaskPaymentPreviewSchema.optional(),
});

const taskFields = {
  id: IdSchema,
  status: TaskStatusSchema,
  invoice_id: IdSchema.nullable().optional(),
  workflow_run_id: IdSchema.nullable().optional(),
  created_at: TimestampSchema,
  executed_at: TimestampSchema.nullable(),
  approved_at: TimestampSchema.nullable(),
  approved_by_email: z.string().nullable(),
  error_message: z.string().nullable(),
  preview: TaskPreviewSchema.optional(),
};

/** A drafted action awaiting (or past) human approval; parameters depend on task_type. */
export const TaskSchema = z.discriminatedUnion('task_type', [
  z.object({
    ...taskFields,
    task_type: z.literal('send_email'),
    parameters: SendEmailParametersSchema,
  }),
  z.object({
    ...taskFields,
    task_type: z.literal('update_vendor'),
    parameters: UpdateVendorParametersSchema,
  }),
  z.object({
    ...taskFields,
    task_type: z.literal('pay_invoice'),
    parameters: PayInvoiceParametersSchema,
  }),
]);

export const TaskListSchema = z.array(TaskSchema);

export type TaskType = z.infer<typeof TaskTypeSchema>;
export type TaskStatus = z.infer<typeof TaskStatusSchema>;
export type SendEmailParameters = z.infer<typeof SendEmailParametersSchema>;
export type UpdateVendorParameters = z.infer<typeof UpdateVendorParametersSchema>;
export type PayInvoiceParameters = z.infer<typeof PayInvoiceParametersSchema>;
export type Task = z.infer<typeof TaskSchema>;
export type TaskPreview = z.infer<typeof TaskPreviewSchema>;
export type TaskFieldChange = z.infer<typeof TaskFieldChangeSchema>;
export type TaskPaymentPreview = z.infer<typeof TaskPaymentPreviewSchema>;
