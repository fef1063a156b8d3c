import { z } from '@hono/zod-openapi';

/** A Pub/Sub push request as Google sends it (camelCase; the snake_case twins are ignored). */
export const PushRequestSchema = z.object({
  message: z.object({
    data: z.string().min(1),
    messageId: z.string().optional(),
    publishTime: z.string().optional(),
    attributes: z.record(z.string(), z.string()).optional(),
  }),
  subscription: z.string().optional(),
});

/** What Gmail publishes on each mailbox change. */
const GmailNotificationSchema = z.object({
  emailAddress: z.string().min(1),
  historyId: z.union([z.string(), z.number()]),
});

export type GmailNotification = { emailAddress: string; historyId: number };

/** The base64 `data` of a push message, or undefined when it is not Gmail's notification. */
export const decodeNotification = (data: string): GmailNotification | undefined => {
  try {
    const parsed = GmailNotificationSchema.safeParse(
      JSON.parse(Buffer.from(data, 'base64').toString('utf8')),
    );
    if (!parsed.success) return undefined;
    const historyId = Number(parsed.data.historyId);
    if (!Number.isSafeInteger(historyId)) return undefined;
    return { emailAddress: parsed.data.emailAddress.toLowerCase(), historyId };
  } catch {
    return undefined;
  }
};
