import { z } from 'zod';
import { AmountSchema, IdSchema, TimestampSchema } from './common';
import { InvoiceListRowSchema } from './invoice';

// Additions to SPEC §7 for organisations with many invoices: the /invoices list reads keyset
// pages and then polls for what changed since the version it holds, instead of the whole list.

export const INVOICE_PAGE_SIZE_DEFAULT = 100;
export const INVOICE_PAGE_SIZE_MAX = 1000;
/** More changes than this since a version answer `reset` (read the list again from page 1). */
export const INVOICE_CHANGES_MAX = 1000;

const CURSOR_MESSAGE = 'cursor must be the next_cursor of a previous page';
const VERSION_MESSAGE = 'since must be the version of a previous page or changes answer';

/** An opaque keyset position (base64url); the server refuses one it did not write with 400. */
export const InvoicePageCursorSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,400}$/, CURSOR_MESSAGE)
  .describe('The next_cursor of the previous page');

const XID = /^\d{1,20}$/;
const XID_MAX = 2n ** 64n - 1n;

/** Reads a version's numbers, or null when it is not one (checked before PostgreSQL sees it). */
const parseVersion = (text: string): { xmin: bigint; xmax: bigint; xip: bigint[] } | null => {
  const [xmin, xmax, xip, ...rest] = text.split(':');
  if (rest.length || xmin === undefined || xmax === undefined || xip === undefined) return null;
  const running = xip === '' ? [] : xip.split(',');
  if (![xmin, xmax, ...running].every((part) => XID.test(part))) return null;
  const [low, high, ...inFlight] = [xmin, xmax, ...running].map(BigInt) as [bigint, bigint];
  if (low < 1n || high > XID_MAX || low > high) return null;
  if (!inFlight.every((xid) => xid >= low && xid < high)) return null;
  return { xmin: low, xmax: high, xip: inFlight };
};

/**
 * What a client has seen: opaque text the server hands out with every page and changes answer
 * (a PostgreSQL snapshot, `xmin:xmax:running,…`), sent back as `since`.
 */
export const InvoiceListVersionSchema = z
  .string()
  .max(20_000, VERSION_MESSAGE)
  .refine((text) => parseVersion(text) !== null, VERSION_MESSAGE);

/** GET /api/invoices/page query. */
export const InvoicePageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(INVOICE_PAGE_SIZE_MAX)
    .default(INVOICE_PAGE_SIZE_DEFAULT),
  cursor: InvoicePageCursorSchema.optional(),
});

/** GET /api/invoices/changes query. */
export const InvoiceChangesQuerySchema = z.object({ since: InvoiceListVersionSchema });

/** A list row with its creation time, the list's order (newest first, then id). */
export const InvoicePageRowSchema = InvoiceListRowSchema.extend({ created_at: TimestampSchema });

/** One keyset page, newest first; `version` is what the page was read at. */
export const InvoicePageSchema = z.object({
  invoices: z.array(InvoicePageRowSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
  version: z.string(),
});

/**
 * What changed since a version: invoices added or changed (whole rows) and ids deleted. With
 * `reset` (too many changes, or a version the server can no longer answer from), both lists are
 * empty and the client reads the list again from its first page.
 */
export const InvoiceChangesSchema = z.object({
  invoices: z.array(InvoicePageRowSchema),
  deleted_ids: z.array(IdSchema),
  version: z.string(),
  reset: z.boolean(),
});

/** GET /api/dashboard/summary: the stat cards' figures (SPEC §2 /dashboard, rule of SPEC §4). */
export const DashboardSummarySchema = z.object({
  total_invoices: z.number().int().nonnegative(),
  pending_invoices: z.number().int().nonnegative(),
  /** Sum of the sent and overdue invoices' amounts (major units, like every amount). */
  total_amount_due: AmountSchema,
});

export type InvoicePageQuery = z.input<typeof InvoicePageQuerySchema>;
export type InvoicePageRow = z.infer<typeof InvoicePageRowSchema>;
export type InvoicePage = z.infer<typeof InvoicePageSchema>;
export type InvoiceChanges = z.infer<typeof InvoiceChangesSchema>;
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;
