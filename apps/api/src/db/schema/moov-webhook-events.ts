import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Moov webhook events already handled: a redelivered event id changes nothing. */
export const moovWebhookEvents = pgTable('moov_webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
