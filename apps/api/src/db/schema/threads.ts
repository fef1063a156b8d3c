import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export const threads = pgTable(
  'threads',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id),
    subject: text('subject'),
    participants: jsonb('participants').$type<string[]>().notNull().default([]),
    latestActivity: timestamp('latest_activity', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('threads_org_activity_idx').on(table.orgId, table.latestActivity)],
);

/** Messages a user typed into a thread (POST /api/threads/input). */
export const threadMessages = pgTable('thread_messages', {
  id: text('id').primaryKey(),
  orgId: text('org_id').notNull(),
  threadId: text('thread_id')
    .notNull()
    .references(() => threads.id, { onDelete: 'cascade' }),
  authorUserId: text('author_user_id').notNull(),
  authorEmail: text('author_email').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
