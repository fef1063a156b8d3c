import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';

/** What mail intake did with one mailbox message (its own record; read-only mailboxes too). */
export const IntakeMessageSchema = z.object({
  gmail_message_id: z.string(),
  /** invoices: read into invoice_ids; skipped / duplicate / no_invoice: see reason. */
  outcome: z.enum(['invoices', 'skipped', 'duplicate', 'no_invoice']),
  reason: z.string().nullable(),
  sender: z.string().nullable(),
  subject: z.string().nullable(),
  invoice_ids: z.array(IdSchema),
  /** Attachments that were not invoices, each with why. */
  skipped: z.array(z.object({ filename: z.string().nullable(), reason: z.string() })),
  /**
   * The receiving mail provider's verdict on the sender (its Authentication-Results): pass,
   * fail (forged: it decides nothing) or none (no verdict); null when no sender was read.
   */
  sender_authentication: z.enum(['pass', 'fail', 'none']).nullable(),
  /** What a person should know about who sent it (a display name showing another address, a look-alike domain, failed sender checks). */
  warnings: z.array(z.string()),
  processed_at: TimestampSchema,
});

export const IntakeMessageListSchema = z.array(IntakeMessageSchema);

export type IntakeMessage = z.infer<typeof IntakeMessageSchema>;
