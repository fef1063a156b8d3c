import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Executor } from '../audit/record-mutation';
import { readOrganization } from '../organization/ensure-organization';
import { listInvoiceRows } from './invoice-queries';

const gzipAsync = promisify(gzip);

type CachedList = { version: number; json: string; gzipped?: Promise<Buffer> };

export type ListBody = { json: () => Promise<string>; gzipped: () => Promise<Buffer> };

/**
 * The serialised invoice list rows per org, keyed by the org's data version (bumped by every
 * mutation). An unchanged list costs one primary-key read: 304 for a matching If-None-Match,
 * or the cached JSON (and its gzip, made once) otherwise.
 */
export const createInvoiceListCache = () => {
  const cache = new Map<string, CachedList>();
  const etagOf = (orgId: string, version: number) =>
    `W/"invoices-${Buffer.from(orgId).toString('base64url')}-${version}"`;

  const entry = async (db: Executor, orgId: string, version: number): Promise<CachedList> => {
    const hit = cache.get(orgId);
    if (hit?.version === version) return hit;
    const fresh = { version, json: JSON.stringify(await listInvoiceRows(db, orgId)) };
    cache.set(orgId, fresh);
    return fresh;
  };

  return {
    async current(db: Executor, orgId: string): Promise<{ etag: string; body: ListBody }> {
      // Version first, then data: the body is never older than the ETag it is stored under.
      const { dataVersion } = await readOrganization(db, orgId);
      return {
        etag: etagOf(orgId, dataVersion),
        body: {
          json: async () => (await entry(db, orgId, dataVersion)).json,
          gzipped: async () => {
            const hit = await entry(db, orgId, dataVersion);
            hit.gzipped ??= gzipAsync(hit.json);
            return hit.gzipped;
          },
        },
      };
    },
  };
};

/** True when the If-None-Match header names the current ETag (or is `*`). */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
};
