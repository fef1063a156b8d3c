import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';
import { safeText } from './input-schemas';

/** GET /api/moov/status: the organisation's payment-provider account. */
export const PaymentAccountStatusSchema = z.object({
  connected: z.boolean(),
  linked_at: TimestampSchema.nullable(),
  account_id: z.string().nullable(),
});

/** POST /api/moov/onboarding-token and /api/moov/update-token answer. */
export const MoovTokenResponseSchema = z.object({ token: z.string() });

/** POST /api/moov/save-account */
export const MoovSaveAccountSchema = z.object({ account_id: IdSchema });

/** POST /api/moov/update-token: called when the widget creates an account, payment method or capability. */
export const MoovUpdateTokenSchema = z.object({
  account_id: IdSchema,
  resource_type: safeText(64).min(1),
});

export type PaymentAccountStatus = z.infer<typeof PaymentAccountStatusSchema>;
export type MoovTokenResponse = z.infer<typeof MoovTokenResponseSchema>;
export type MoovSaveAccount = z.infer<typeof MoovSaveAccountSchema>;
export type MoovUpdateToken = z.infer<typeof MoovUpdateTokenSchema>;
