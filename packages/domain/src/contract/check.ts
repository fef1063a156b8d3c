import { z } from 'zod';
import { CHECK_NAMES } from '../checks/check-names';

/** Check names the product knows display text for; the server may send others. */
export const KNOWN_CHECK_NAMES = CHECK_NAMES;

export const KnownCheckNameSchema = z.enum(KNOWN_CHECK_NAMES);

export const CheckStatusSchema = z.enum(['success', 'failed']);

export const CheckSchema = z.object({
  name: z.string().min(1),
  status: CheckStatusSchema,
  overridden: z.boolean().default(false),
  /** Who overrode a failed check (full name, else e-mail). */
  overridden_by: z.string().nullable().default(null),
  /** Why the check passed or failed, e.g. 'Tax ID missing' (checks computed by the server). */
  reason: z.string().nullable().optional(),
  /** Why an Admin overrode it (checks overridden only with a reason, e.g. fraud_signals). */
  override_reason: z.string().nullable().optional(),
  /** Failed and enforced by the organisation's mandatory checks, so it blocks payment. */
  blocking: z.boolean().optional(),
});

export type KnownCheckName = z.infer<typeof KnownCheckNameSchema>;
export type CheckStatus = z.infer<typeof CheckStatusSchema>;
export type Check = z.infer<typeof CheckSchema>;
