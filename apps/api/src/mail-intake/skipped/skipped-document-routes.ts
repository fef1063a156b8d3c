import { apiExtensionOperations } from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { skippedDocuments } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { errorResponses, json, bearerSecurity as security } from '../../http/route-parts';
import { createRouter } from '../../http/router';
import { CURSOR_TIMESTAMP_FORMAT, decodeCursor, encodeCursor } from '../../invoices/page-cursor';
import { readAsInvoice } from './read-as-invoice';
import { skippedDocumentColumns, toSkippedDocumentView } from './skipped-document-view';

const tags = ['Mailbox (Gmail)'];
const { listSkippedDocuments, downloadSkippedDocumentOriginal, readSkippedDocumentAsInvoice } =
  apiExtensionOperations;

const list = createRoute({
  method: 'get',
  path: listSkippedDocuments.path,
  tags,
  security,
  summary: listSkippedDocuments.summary,
  request: { query: listSkippedDocuments.query },
  responses: { 200: json(listSkippedDocuments.response), ...errorResponses },
});
const original = createRoute({
  method: 'get',
  path: downloadSkippedDocumentOriginal.path,
  tags,
  security,
  summary: downloadSkippedDocumentOriginal.summary,
  request: { params: downloadSkippedDocumentOriginal.params },
  responses: {
    200: {
      description: 'The file as it arrived',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorResponses,
  },
});
const read = createRoute({
  method: 'post',
  path: readSkippedDocumentAsInvoice.path,
  tags,
  security,
  summary: readSkippedDocumentAsInvoice.summary,
  request: { params: readSkippedDocumentAsInvoice.params },
  responses: { 200: json(readSkippedDocumentAsInvoice.response), ...errorResponses },
});

/** RFC 6266 filename: ASCII fallback plus the UTF-8 form. */
const disposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

const STATUS: Record<'open' | 'read_as_invoice' | 'all', SQL | undefined> = {
  open: isNull(skippedDocuments.invoiceId),
  read_as_invoice: isNotNull(skippedDocuments.invoiceId),
  all: undefined,
};

/** Skipped documents: listed, downloaded as they arrived, and read as invoices on request. */
export const skippedDocumentRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(list, async (c) => {
      const { status, limit, cursor } = c.req.valid('query');
      const position = cursor === undefined ? undefined : decodeCursor(cursor);
      const rows = await deps.db
        .select({
          ...skippedDocumentColumns,
          cursorAt: sql<string>`to_char(${skippedDocuments.createdAt} at time zone 'UTC', ${CURSOR_TIMESTAMP_FORMAT})`,
        })
        .from(skippedDocuments)
        .where(
          and(
            eq(skippedDocuments.orgId, c.var.caller.orgId),
            STATUS[status],
            position
              ? sql`(${skippedDocuments.createdAt}, ${skippedDocuments.id}) < (${position.createdAt}::timestamptz, ${position.id})`
              : undefined,
          ),
        )
        .orderBy(desc(skippedDocuments.createdAt), desc(skippedDocuments.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return c.json(
        {
          documents: page.map(toSkippedDocumentView),
          next_cursor:
            rows.length > limit && last
              ? encodeCursor({ createdAt: last.cursorAt, id: last.id })
              : null,
        },
        200,
      );
    })
    .openapi(original, async (c) => {
      const { id } = c.req.valid('param');
      const [file] = await deps.db
        .select({
          fileName: skippedDocuments.fileName,
          contentType: skippedDocuments.contentType,
          content: skippedDocuments.content,
        })
        .from(skippedDocuments)
        .where(and(eq(skippedDocuments.orgId, c.var.caller.orgId), eq(skippedDocuments.id, id)));
      if (!file) throw notFound('Skipped document');
      return c.body(new Uint8Array(file.content), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': disposition(file.fileName ?? `document-${id}`),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    })
    .openapi(read, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await readAsInvoice(deps, c.var.caller, id), 200);
    });
