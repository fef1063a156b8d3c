import type { SkippedDocumentType } from '@ap/domain/contract';
import type { SenderIdentity } from '@ap/domain/sender';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { invoices } from './invoices';
import { organizations } from './organizations';
import { threads } from './threads';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An e-mail attachment the assistant did not take as an invoice (migration 0017), with its
 * reason and the original, until a person reads it as an invoice (`invoiceId`).
 */
export const skippedDocuments = pgTable(
  'skipped_documents',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id),
    /** The Message-ID header, else the Gmail id: a redelivered e-mail lists its files once. */
    messageKey: text('message_key').notNull(),
    gmailMessageId: text('gmail_message_id').notNull(),
    gmailThreadId: text('gmail_thread_id'),
    threadId: text('thread_id').references(() => threads.id, { onDelete: 'set null' }),
    /** The AP mailbox it arrived in (tells the organisation's own senders apart). */
    mailbox: text('mailbox'),
    /** Who sent it, as intake read it (@ap/domain/sender): vendor matching reads it again. */
    sender: jsonb('sender').$type<SenderIdentity>(),
    senderAddress: text('sender_address'),
    subject: text('subject'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    fileName: text('file_name'),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    reason: text('reason').notNull(),
    documentType: text('document_type').$type<SkippedDocumentType>().notNull(),
    invoiceId: text('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    readAsInvoiceAt: timestamp('read_as_invoice_at', { withTimezone: true }),
    readAsInvoiceBy: text('read_as_invoice_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('skipped_documents_once').on(table.orgId, table.messageKey, table.sha256),
    index('skipped_documents_org_created_idx').on(
      table.orgId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('skipped_documents_thread_idx').on(table.threadId),
  ],
);
