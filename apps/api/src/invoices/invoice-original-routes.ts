import { IdParamsSchema } from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { invoiceDocuments } from '../db/schema';
import { notFound } from '../http/api-error';
import { errorResponses, bearerSecurity as security } from '../http/route-parts';
import { createRouter } from '../http/router';

const original = createRoute({
  method: 'get',
  path: '/api/invoices/{id}/original',
  tags: ['Invoices'],
  security,
  summary: 'The original file the invoice was read from (PDF, image, XML or the e-mail)',
  request: { params: IdParamsSchema },
  responses: {
    200: {
      description: 'The file as it arrived',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorResponses,
  },
});

/** RFC 6266 filename: ASCII fallback plus the UTF-8 form. */
const disposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** Kept so people can compare what was read with what arrived; scoped to the caller's org. */
export const invoiceOriginalRoutes = (deps: AppDeps) =>
  createRouter().openapi(original, async (c) => {
    const { id } = c.req.valid('param');
    const [file] = await deps.db
      .select()
      .from(invoiceDocuments)
      .where(
        and(eq(invoiceDocuments.orgId, c.var.caller.orgId), eq(invoiceDocuments.invoiceId, id)),
      )
      .orderBy(desc(invoiceDocuments.createdAt))
      .limit(1);
    if (!file) throw notFound('Original file of the invoice');
    return c.body(new Uint8Array(file.content), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': disposition(file.filename ?? `invoice-${id}`),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });
