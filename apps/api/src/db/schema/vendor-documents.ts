import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { vendors } from './vendors';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A vendor's document as it arrived (a W-9), kept for people to compare against. */
export const vendorDocuments = pgTable(
  'vendor_documents',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'w9'>().notNull(),
    filename: text('filename'),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    /** The e-mail it came in (null for an upload). */
    gmailMessageId: text('gmail_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vendor_documents_vendor_idx').on(table.orgId, table.vendorId),
    uniqueIndex('vendor_documents_once_per_message')
      .on(table.orgId, table.gmailMessageId, table.sha256)
      .where(sql`gmail_message_id is not null`),
    check('vendor_documents_kind_known', sql`kind in ('w9')`),
  ],
);
