import { z } from 'zod';

/** GET /api/config/public (no auth): what the browser needs before sign-in. */
export const PublicConfigSchema = z.object({
  app_url: z.string(),
  propelauth_auth_url: z.string().nullable(),
  moov_facilitator_account_id: z.string().nullable(),
});

export type PublicConfig = z.infer<typeof PublicConfigSchema>;
