import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { InvoiceListVersionSchema } from '@ap/domain/contract';
import type { Database } from '../db/database';
import { listInvoiceRows } from './invoice-queries';
import { type ListVersion, listChangedSince, readListVersion } from './list-version';

const gzipAsync = promisify(gzip);

type CachedList = { version: ListVersion; json: string; gzipped?: Promise<Buffer> };

export type ListBody = { json: () => Promise<string>; gzipped: () => Promise<Buffer> };

export type ListAnswer =
  | { notModified: true; etag: string }
  | { notModified: false; etag: string; body: ListBody };

/**
 * GET /api/invoices/ with ETags. The ETag names the list version (a snapshot, see
 * list-version.ts) the rows were read at. An If-None-Match naming a version of this org answers
 * 304 after one statement of three index probes when nothing the list shows changed since: an
 * invoice written by any process (the assistant's checks included), a vendor renamed, an
 * invoice deleted. The serialised list (and its gzip, made once) is cached per org while it is
 * current.
 */
export const createInvoiceListCache = () => {
  const cache = new Map<string, CachedList>();
  const prefixOf = (orgId: string) => `"invoices-${Buffer.from(orgId).toString('base64url')}-`;
  const etagOf = (orgId: string, version: ListVersion) => `W/${prefixOf(orgId)}${version}"`;

  /** The version an If-None-Match names for this org, if it names one. */
  const versionIn = (orgId: string, ifNoneMatch: string): ListVersion | undefined => {
    const prefix = prefixOf(orgId);
    for (const raw of ifNoneMatch.split(',')) {
      const tag = raw.trim().replace(/^W\//, '');
      if (!tag.startsWith(prefix) || !tag.endsWith('"')) continue;
      const version = tag.slice(prefix.length, -1);
      if (InvoiceListVersionSchema.safeParse(version).success) return version;
    }
    return undefined;
  };

  const build = (db: Database, orgId: string): Promise<CachedList> =>
    // The version and the rows from one snapshot: the body is exactly what its ETag says.
    db.transaction(
      async (tx) => {
        const version = await readListVersion(tx);
        return { version, json: JSON.stringify(await listInvoiceRows(tx, orgId)) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

  /** The cached list while current, else a new one; `stale` is a version known to be old. */
  const current = async (db: Database, orgId: string, stale?: ListVersion) => {
    const hit = cache.get(orgId);
    const usable =
      hit && hit.version !== stale && !(await listChangedSince(db, orgId, hit.version)).changed;
    if (hit && usable) return hit;
    const built = await build(db, orgId);
    cache.set(orgId, built);
    return built;
  };

  return {
    async answer(
      db: Database,
      orgId: string,
      ifNoneMatch: string | undefined,
    ): Promise<ListAnswer> {
      const held = ifNoneMatch ? versionIn(orgId, ifNoneMatch) : undefined;
      if (held && !(await listChangedSince(db, orgId, held)).changed)
        return { notModified: true, etag: etagOf(orgId, held) };
      const entry = await current(db, orgId, held);
      const etag = etagOf(orgId, entry.version);
      if (ifNoneMatch?.trim() === '*') return { notModified: true, etag };
      return {
        notModified: false,
        etag,
        body: {
          json: async () => entry.json,
          gzipped: () => {
            entry.gzipped ??= gzipAsync(entry.json);
            return entry.gzipped;
          },
        },
      };
    },
  };
};
