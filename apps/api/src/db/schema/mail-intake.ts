import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { invoices } from './invoices';
import { organizations } from './organizations';
import { threads } from './threads';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Where the org's mailbox sync stands: the last Gmail history id read and the push watch. */
export const mailboxSync = pgTable('mailbox_sync', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => organizations.id),
  mailbox: text('mailbox').notNull(),
  /** Gmail's history id after the last sync; null until the initial sync ran. */
  historyId: bigint('history_id', { mode: 'number' }),
  watchExpiresAt: timestamp('watch_expires_at', { withTimezone: true }),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
});

export type IntakeOutcome = 'invoices' | 'skipped' | 'duplicate' | 'no_invoice';

/**
 * The product's own record of every mailbox message it has processed: one row per
 * (org, Gmail message id), claimed with INSERT … ON CONFLICT DO NOTHING so a message is
 * processed once however many syncs or workers race (read-only mailboxes cannot be labelled).
 */
export const intakeMessages = pgTable(
  'intake_messages',
  {
    orgId: text('org_id').notNull(),
    gmailMessageId: text('gmail_message_id').notNull(),
    gmailThreadId: text('gmail_thread_id'),
    messageIdHeader: text('message_id_header'),
    sender: text('sender'),
    subject: text('subject'),
    outcome: text('outcome').$type<IntakeOutcome>().notNull(),
    reason: text('reason'),
    invoiceIds: jsonb('invoice_ids').$type<string[]>().notNull().default([]),
    /** Attachments that were not invoices, each with why. */
    skipped: jsonb('skipped')
      .$type<{ filename: string | null; reason: string }[]>()
      .notNull()
      .default([]),
    /** The receiving provider's verdict on the sender: pass, fail (forged) or none; null: no sender. */
    senderAuthentication: text('sender_authentication').$type<'pass' | 'fail' | 'none'>(),
    /** What a person should know about who sent it (display name, look-alike domain, forged). */
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.gmailMessageId] }),
    index('intake_messages_org_processed_idx').on(table.orgId, table.processedAt),
    // A Gmail thread's earlier messages (migration 0014).
    index('intake_messages_org_thread_idx').on(table.orgId, table.gmailThreadId),
  ],
);

/**
 * Keys that make a redelivered invoice a duplicate: `message-id:<header>` and
 * `sha256:<file hash>`. The primary key lets only the first delivery through.
 */
export const intakeDedupeKeys = pgTable(
  'intake_dedupe_keys',
  {
    orgId: text('org_id').notNull(),
    key: text('key').notNull(),
    gmailMessageId: text('gmail_message_id').notNull(),
    invoiceId: text('invoice_id'),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.key] })],
);

/** The original file an invoice was read from, kept for people to compare against. */
export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    filename: text('filename'),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoice_documents_invoice_idx').on(table.orgId, table.invoiceId),
    // Other invoices read from the same file (duplicate check; migration 0014).
    index('invoice_documents_org_sha256_idx').on(table.orgId, table.sha256),
  ],
);

/** Which product thread a Gmail thread became. */
export const mailThreads = pgTable(
  'mail_threads',
  {
    orgId: text('org_id').notNull(),
    gmailThreadId: text('gmail_thread_id').notNull(),
    threadId: text('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.gmailThreadId] }),
    index('mail_threads_thread_idx').on(table.threadId),
  ],
);
