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
