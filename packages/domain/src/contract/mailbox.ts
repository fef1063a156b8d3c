import { z } from 'zod';

/** GET /api/gmail/oauth/account: gmail_email is null while no mailbox is connected. */
export const MailboxStatusSchema = z.object({
  gmail_email: z.string().nullable(),
});

/** POST /api/gmail/oauth/authorize and /api/quickbooks/oauth/authorize answer. */
export const AuthorizeResponseSchema = z.object({ auth_url: z.string() });

export type MailboxStatus = z.infer<typeof MailboxStatusSchema>;
export type AuthorizeResponse = z.infer<typeof AuthorizeResponseSchema>;
