import { IdParamsSchema } from '@ap/domain/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { recordMutation } from '../../audit/record-mutation';
import { vendorDocuments, vendors } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { errorResponses, bearerSecurity as security } from '../../http/route-parts';
import { createRouter } from '../../http/router';

const download = createRoute({
  method: 'get',
  path: '/api/vendors/{id}/w9',
  tags: ['Vendors'],
  security,
  summary: "The vendor's latest Form W-9 as it arrived (Admin; it shows the full TIN, so audited)",
  request: { params: IdParamsSchema },
  responses: {
    200: {
      description: 'The W-9 as it arrived',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorResponses,
  },
});

/** RFC 6266 filename: ASCII fallback plus the UTF-8 form. */
const disposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

export const w9DocumentRoutes = (deps: AppDeps) =>
  createRouter().openapi(download, async (c) => {
    const { caller } = c.var;
    const { id } = c.req.valid('param');
    const [row] = await deps.db
      .select({ document: vendorDocuments })
      .from(vendors)
      .innerJoin(
        vendorDocuments,
        and(eq(vendorDocuments.orgId, vendors.orgId), eq(vendorDocuments.id, vendors.w9DocumentId)),
      )
      .where(and(eq(vendors.orgId, caller.orgId), eq(vendors.id, id)));
    if (!row) throw notFound("The vendor's W-9");
    // Who opened a form with a full TIN is on record before the file leaves.
    await recordMutation(deps.db, caller, {
      action: 'vendor.w9.download',
      entityType: 'vendor',
      entityId: id,
      after: { w9_document_id: row.document.id },
    });
    return c.body(new Uint8Array(row.document.content), 200, {
      'Content-Type': row.document.contentType,
      'Content-Disposition': disposition(row.document.filename ?? 'W-9.pdf'),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });
