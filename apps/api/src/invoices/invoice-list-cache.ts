import type { Executor } from '../audit/record-mutation';
import { readOrganization } from '../organization/ensure-organization';
import { listInvoices } from './invoice-queries';

type CachedList = { version: number; etag: string; body: string };

/**
 * The serialised invoice list per org, keyed by the org's data version (bumped by every
 * mutation). An unchanged list costs one primary-key read: 304 for a matching If-None-Match,
 * or the cached JSON text otherwise.
 */
export const createInvoiceListCache = () => {
  const cache = new Map<string, CachedList>();
  const etagOf = (orgId: string, version: number) =>
    `W/"invoices-${Buffer.from(orgId).toString('base64url')}-${version}"`;

  return {
    async current(
      db: Executor,
      orgId: string,
    ): Promise<{ etag: string; body: () => Promise<string> }> {
      // Version first, then data: the body is never older than the ETag it is stored under.
      const { dataVersion } = await readOrganization(db, orgId);
      const etag = etagOf(orgId, dataVersion);
      const body = async () => {
        const hit = cache.get(orgId);
        if (hit?.version === dataVersion) return hit.body;
        const text = JSON.stringify(await listInvoices(db, orgId));
        cache.set(orgId, { version: dataVersion, etag, body: text });
        return text;
      };
      return { etag, body };
    },
  };
};

/** True when the If-None-Match header names the current ETag (or is `*`). */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
};
